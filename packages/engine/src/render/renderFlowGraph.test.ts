import { describe, expect, it } from 'vitest';
import { generateFlowchart } from '../node';
import { layoutFlowGraph, renderSvg } from './renderFlowGraph';

const CODE = 'def f(x):\n    if x > 1:\n        print("<&>")\n    return x\n';

describe('renderSvg', () => {
  it('draws a self-contained SVG with node ids, source lines and full-label titles', async () => {
    const { graph } = await generateFlowchart({ code: CODE, language: 'python' });
    const svg = await renderSvg(graph!);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('<style>');
    expect(svg).toMatch(
      /<g class="cf-node cf-decision" data-node-id="n\d+" data-kind="decision" data-chart-id="c1" data-start-line="2" data-end-line="2">/,
    );
    expect(svg).toContain('<title>print(&#34;&#60;&#38;&#62;&#34;)</title>');
    expect(svg).not.toMatch(/<script|href="http/);
    // every node of the graph is drawn
    expect(svg.match(/class="cf-node /g)).toHaveLength(graph!.nodes.length);
  });

  it('lays out inside the scene bounds', async () => {
    const { graph } = await generateFlowchart({ code: CODE, language: 'python' });
    const scene = await layoutFlowGraph(graph!, { chart: 'f' });
    expect(scene.clusters).toHaveLength(1);
    for (const n of scene.nodes) {
      expect(n.x - n.w / 2).toBeGreaterThanOrEqual(0);
      expect(n.y + n.h / 2).toBeLessThanOrEqual(scene.height);
    }
    expect(scene.edges.every((e) => e.path.length >= 4)).toBe(true);
  });
});
