import { describe, expect, it } from 'vitest';
import { generateFlowchart } from '../../node';
import { largestChart } from '../../render/index';
import { renderImage } from './renderImage';

const code = `def secret_helper(token):
    if token == "hunter2-the-very-long-secret-value-that-is-cut-in-the-drawing-of-the-node":
        return 1
    return 0

def main():
    for i in range(3):
        print(i)
        if i > 1:
            print("big")
`;

async function graphOf(source: string) {
  const result = await generateFlowchart({ code: source, language: 'python' });
  if (!result.graph) throw new Error(result.error ?? 'no graph');
  return result.graph;
}

describe('renderImage (the Node renderer the CLI and the server share)', () => {
  it('draws a picture-only SVG: no tooltips, no data attributes, no source line numbers', async () => {
    const graph = await graphOf(code);
    const full = String(await renderImage(graph, { format: 'svg' }));
    expect(full).toContain('<title>');
    const svg = String(await renderImage(graph, { format: 'svg', pictureOnly: true }));
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toContain('<title>');
    expect(svg).not.toContain('data-');
    // the cut part of a long label is nowhere in the picture
    expect(svg).not.toContain('that-is-cut-in-the-drawing');
  });

  it('draws one chart by name, and a PNG within a maximum size', async () => {
    const graph = await graphOf(code);
    const one = String(
      await renderImage(graph, { format: 'svg', chart: 'main', pictureOnly: true }),
    );
    const all = String(await renderImage(graph, { format: 'svg', pictureOnly: true }));
    expect(one.length).toBeLessThan(all.length);
    const png = await renderImage(graph, {
      format: 'png',
      background: 'white',
      maxSize: { width: 120, height: 80 },
    });
    expect(Buffer.isBuffer(png)).toBe(true);
    const bytes = png as Buffer;
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    // IHDR: width and height, big-endian, at bytes 16 and 20
    expect(bytes.readUInt32BE(16)).toBeLessThanOrEqual(120);
    expect(bytes.readUInt32BE(20)).toBeLessThanOrEqual(80);
  });

  it('largestChart picks the chart with the most nodes', async () => {
    const graph = await graphOf(code);
    const main = graph.charts.find((c) => c.name === 'main');
    expect(largestChart(graph)).toBe(main?.id);
  });

  it('largestChart picks the largest function, not the top level of a long file of functions', async () => {
    const fns = Array.from({ length: 40 }, (_, k) => `def f${k}(x):\n    return x + ${k}\n`);
    const graph = await graphOf(
      `${fns.join('\n')}\ndef big(x):\n    if x:\n        x = 1\n    y = 2\n    return x + y\n`,
    );
    const nodes = (id: string) => graph.nodes.filter((n) => n.chart === id).length;
    const module = graph.charts[0]!;
    const big = graph.charts.find((c) => c.name === 'big')!;
    expect(nodes(module.id)).toBeGreaterThan(nodes(big.id));
    expect(largestChart(graph)).toBe(big.id);
    // no function: the chart with the most nodes
    expect(largestChart(await graphOf('x = 1\nprint(x)\n'))).toBe('c0');
  });
});
