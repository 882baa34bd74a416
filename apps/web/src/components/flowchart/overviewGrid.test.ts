import { describe, expect, it } from 'vitest';
import { overviewRowWidth } from './overviewGrid';
import { placeCharts } from './stackCharts';
import { OVERVIEW_MIN_SCALE, PAD } from './viewGeometry';

const chart = (id: string, w: number, h: number) => ({ chart: id, width: w, height: h, svg: '' });

describe('overviewRowWidth', () => {
  it('lays twelve charts out in several columns, none wider than the view at the minimum scale', () => {
    const charts = Array.from({ length: 12 }, (_, i) => chart(`f${i}`, 200, 300));
    const view = { w: 700, h: 600 };
    const row = overviewRowWidth(charts, view);
    const blocks = placeCharts(charts, row);
    expect(new Set(blocks.map((b) => b.x)).size).toBeGreaterThan(1);
    const width = Math.max(...blocks.map((b) => b.x + b.width));
    expect(width * OVERVIEW_MIN_SCALE).toBeLessThanOrEqual(view.w - 2 * PAD);
  });
  it('keeps a few small charts in one column when that fits whole', () => {
    const charts = [chart('a', 100, 50), chart('b', 120, 60)];
    const row = overviewRowWidth(charts, { w: 1000, h: 800 });
    expect(new Set(placeCharts(charts, row).map((b) => b.x)).size).toBe(1);
  });
});
