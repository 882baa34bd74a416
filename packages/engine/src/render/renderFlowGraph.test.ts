import { describe, expect, it } from 'vitest';
import { generateFlowchart } from '../node';
import { layoutFlowGraph, renderSvg } from './renderFlowGraph';
import { writeSvg } from './writeSvg';

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

  it('writes nodes as focusable buttons only when asked (the editor), never in exports', async () => {
    const { graph } = await generateFlowchart({ code: CODE, language: 'python' });
    const scene = await layoutFlowGraph(graph!, { chart: 'f' });
    const plain = writeSvg(scene);
    expect(plain).not.toMatch(/tabindex|role=|aria-label/);
    const interactive = writeSvg(scene, { interactive: true });
    const nodes = scene.nodes.length;
    expect(
      interactive.match(
        /<g class="cf-node [^>]*tabindex="0" role="button" aria-label="[^"]*: select source lines"/g,
      ),
    ).toHaveLength(nodes);
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

  it('keeps every node inside its chart frame with room to spare, and I/O text clear of the slant', async () => {
    const code = [
      'def report(values):',
      '    for v in values:',
      '        print("a rather long line of output for the value", v, "and its square", v * v)',
      '    print("done")',
    ].join('\n');
    const { graph } = await generateFlowchart({ code, language: 'python' });
    const scene = await layoutFlowGraph(graph!);
    for (const n of scene.nodes) {
      const frame = scene.clusters.find((c) => c.id === n.chart)!;
      const xs = (n.polygon ?? []).map(([x]) => x);
      const left = Math.min(n.x - n.w / 2, ...xs);
      const right = Math.max(n.x + n.w / 2, ...xs);
      expect(left - frame.x).toBeGreaterThanOrEqual(8);
      expect(frame.x + frame.w - right).toBeGreaterThanOrEqual(8);
      expect(frame.y + frame.h - (n.y + n.h / 2)).toBeGreaterThanOrEqual(8);
    }
    const io = scene.nodes.filter((n) => n.kind === 'io');
    expect(io.length).toBeGreaterThan(1);
    for (const n of io) {
      // the slant eats at most the room left beside the text
      const top = n.polygon!.reduce((a, b) => (b[1] < a[1] ? b : a));
      const bottom = n.polygon!.reduce((a, b) => (b[1] > a[1] ? b : a));
      const slant = Math.abs(
        Math.min(...n.polygon!.filter((p) => p[1] === top[1]).map((p) => p[0])) -
          Math.min(...n.polygon!.filter((p) => p[1] === bottom[1]).map((p) => p[0])),
      );
      expect(slant).toBeLessThanOrEqual(n.h * 0.5);
    }
  });
});
