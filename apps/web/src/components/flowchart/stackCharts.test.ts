import { describe, expect, it } from 'vitest';
import { STACK_GAP, stackCharts } from './stackCharts';

const chart = (id: string, w: number, h: number) => ({
  chart: id,
  width: w,
  height: h,
  svg: `<svg xmlns="http://www.w3.org/2000/svg" class="cf-flowchart" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="'DejaVu Sans', Verdana" font-size="14">\n<style>.a{}</style>\n<g data-node-id="${id.replace(/\W/g, '')}-n"><title>x</title></g>\n</svg>`,
});

describe('stackCharts', () => {
  it('stacks charts top to bottom in the order given, centred, in one svg', () => {
    const s = stackCharts([chart('a', 100, 50), chart('b', 300, 80)]);
    expect(s.width).toBe(300);
    expect(s.height).toBe(50 + STACK_GAP + 80);
    expect(s.blocks).toEqual([
      { chart: 'a', x: 100, y: 0, width: 100, height: 50 },
      { chart: 'b', x: 0, y: 50 + STACK_GAP, width: 300, height: 80 },
    ]);
    expect(s.svg.match(/<svg\b/g)).toHaveLength(1);
    expect(s.svg).toContain(`viewBox="0 0 300 ${s.height}"`);
    expect(s.svg.indexOf('a-n')).toBeLessThan(s.svg.indexOf('b-n'));
  });
  it("keeps each chart's font attributes on its group and parses as one document", () => {
    const s = stackCharts([chart('a"<', 100, 50)]);
    expect(s.svg).toContain(`font-family="'DejaVu Sans', Verdana" font-size="14"`);
    const doc = new DOMParser().parseFromString(s.svg, 'image/svg+xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.querySelector('g.cf-chart-block')?.getAttribute('data-chart-block')).toBe('a"<');
  });
  it('with a row width, fills rows left to right in source order (the overview grid)', () => {
    const s = stackCharts(
      [chart('a', 100, 50), chart('b', 200, 80), chart('c', 150, 40), chart('d', 500, 30)],
      350,
    );
    expect(s.blocks).toEqual([
      { chart: 'a', x: 0, y: 0, width: 100, height: 50 },
      { chart: 'b', x: 100 + STACK_GAP, y: 0, width: 200, height: 80 },
      { chart: 'c', x: 0, y: 80 + STACK_GAP, width: 150, height: 40 },
      // wider than a row: a row of its own
      { chart: 'd', x: 0, y: 80 + STACK_GAP + 40 + STACK_GAP, width: 500, height: 30 },
    ]);
    expect(s.width).toBe(500);
    expect(s.height).toBe(80 + 40 + 30 + 2 * STACK_GAP);
  });
});
