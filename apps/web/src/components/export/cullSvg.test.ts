import { writeSvg, type Scene } from '@codeflow/engine/render';
import { describe, expect, it } from 'vitest';
import { culledSvg, drawnParts } from './cullSvg';

/** A tall chain of steps in one column (the shape of the CLI's writePdf test). */
function chain(steps: number): Scene {
  const nodes = Array.from({ length: steps }, (_, i) => ({
    id: `n${i}`,
    kind: 'process' as const,
    x: 120,
    y: 40 + i * 60,
    w: 200,
    h: 36,
    lines: [`step_${i}()`],
    label: `step_${i}()`,
    cut: false,
    unreachable: false,
    chart: 'c1',
  }));
  const edges = nodes.slice(1).map((n, i) => ({
    from: `n${i}`,
    to: n.id,
    kind: 'flow' as const,
    path: [
      [120, 58 + i * 60],
      [120, 64 + i * 60],
      [120, 76 + i * 60],
      [120, 82 + i * 60],
    ] as [number, number][],
    arrow: [
      [116, 74 + i * 60],
      [124, 74 + i * 60],
      [120, 82 + i * 60],
    ] as [number, number][],
  }));
  const height = 80 + steps * 60;
  const cluster = {
    id: 'c1',
    name: 'chain',
    title: 'chain()',
    range: { startLine: 1, endLine: steps },
    x: 4,
    y: 4,
    w: 232,
    h: height - 8,
    titleAt: [12, 20] as [number, number],
  };
  return { width: 240, height, clusters: [cluster], nodes, edges };
}

function svgOf(markup: string): SVGSVGElement {
  return new DOMParser().parseFromString(markup, 'image/svg+xml')
    .documentElement as unknown as SVGSVGElement;
}

const ids = (svg: SVGSVGElement) =>
  [...svg.querySelectorAll('g.cf-node')].map((g) => g.getAttribute('data-node-id'));

describe('culledSvg: what one tile of a tiled PDF draws (issue 23 item 7)', () => {
  const scene = chain(120);

  it('keeps the nodes and edges that may show in a tile and drops the rest', () => {
    const svg = svgOf(writeSvg(scene, { interactive: true }));
    const tile = culledSvg(svg, drawnParts(svg), { x: 0, y: 600, width: 240, height: 600 });
    const kept = ids(tile);
    expect(kept).toContain('n10');
    expect(kept).toContain('n19');
    expect(kept).not.toContain('n0');
    expect(kept).not.toContain('n119');
    expect(kept.length).toBeLessThan(20);
    expect(tile.querySelectorAll('g.cf-edge-group').length).toBeLessThan(20);
    // the chart's frame spans every tile; the drawing keeps its size and view box
    expect(tile.querySelectorAll('g.cf-chart')).toHaveLength(1);
    expect(tile.getAttribute('viewBox')).toBe(svg.getAttribute('viewBox'));
    // the drawing itself is not changed
    expect(ids(svg)).toHaveLength(120);
  });

  it('adds the stacked charts’ translations and a page’s view box corner', () => {
    const one = writeSvg(scene)
      .replace(/^<svg[^>]*>/, '')
      .replace(/<\/svg>$/, '');
    // a second chart stacked 20,000 px down (stackCharts), its page cut by chartPage's view box
    const svg = svgOf(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 20000 240 ${scene.height}">` +
        `<g data-chart-block="c1" transform="translate(0, 20000)">${one}</g></svg>`,
    );
    const parts = drawnParts(svg);
    const top = ids(culledSvg(svg, parts, { x: 0, y: 0, width: 240, height: 300 }));
    expect(top).toContain('n0');
    expect(top).not.toContain('n20');
    const lower = ids(culledSvg(svg, parts, { x: 0, y: 6000, width: 240, height: 600 }));
    expect(lower).toContain('n100');
    expect(lower).not.toContain('n0');
  });

  it('keeps a part whose place it cannot work out (a transform other than translate)', () => {
    const svg = svgOf(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 5000">' +
        '<g class="cf-node" data-node-id="far" transform="rotate(5)"><rect x="0" y="4000" width="10" height="10"/></g>' +
        '<g class="cf-node" data-node-id="gone"><rect x="0" y="4000" width="10" height="10"/></g>' +
        '<g class="cf-node" data-node-id="near"><rect x="0" y="10" width="10" height="10"/></g>' +
        '</svg>',
    );
    const tile = culledSvg(svg, drawnParts(svg), { x: 0, y: 0, width: 100, height: 100 });
    expect(ids(tile)).toEqual(['far', 'near']);
  });
});
