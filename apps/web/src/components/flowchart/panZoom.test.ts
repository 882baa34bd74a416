import { describe, expect, it } from 'vitest';
import {
  actualSize,
  fitView,
  IDENTITY,
  MAX_SCALE,
  MIN_SCALE,
  panBy,
  READABLE_MAX_SCALE,
  READABLE_MIN_SCALE,
  readableView,
  wheelFactor,
  zoomAt,
} from './panZoom';

describe('pan and zoom', () => {
  it('zooms around the cursor: the point under it stays put', () => {
    const v = zoomAt({ x: 10, y: 20, k: 1 }, 2, 110, 220);
    // content point under the cursor before: ((110-10)/1, (220-20)/1) = (100, 200)
    expect(v.k).toBe(2);
    expect(v.x + 100 * v.k).toBeCloseTo(110);
    expect(v.y + 200 * v.k).toBeCloseTo(220);
  });
  it('clamps the scale', () => {
    expect(zoomAt(IDENTITY, 1000, 0, 0).k).toBe(MAX_SCALE);
    expect(zoomAt(IDENTITY, 0.00001, 0, 0).k).toBe(MIN_SCALE);
  });
  it('pans by the drag distance', () => {
    expect(panBy({ x: 1, y: 2, k: 3 }, 10, -5)).toEqual({ x: 11, y: -3, k: 3 });
  });
  it('fits and centres a large drawing inside the viewport', () => {
    const v = fitView(2000, 1000, 1000, 600, 0);
    expect(v.k).toBeCloseTo(0.5);
    expect(v.x).toBeCloseTo(0);
    expect(v.y).toBeCloseTo(50);
  });
  it('does not blow a small drawing up past 1.5×', () => {
    expect(fitView(10, 10, 1000, 1000).k).toBe(1.5);
    expect(fitView(0, 10, 100, 100)).toEqual(IDENTITY);
  });
  it('wheel down zooms out, wheel up zooms in', () => {
    expect(wheelFactor(100)).toBeLessThan(1);
    expect(wheelFactor(-100)).toBeGreaterThan(1);
  });
});

describe('the readable default view', () => {
  it('fits a narrow chart to the width without magnifying past 125 %', () => {
    const v = readableView(200, 300, 800, 600);
    expect(v.k).toBe(READABLE_MAX_SCALE);
    expect(v.x).toBeCloseTo((800 - 200 * v.k) / 2);
  });
  it('never goes below 80 % for a wide chart: the rest is panned to', () => {
    const v = readableView(3000, 5000, 800, 600);
    expect(v.k).toBe(READABLE_MIN_SCALE);
    expect(v).toMatchObject({ x: 16, y: 16 });
  });
  it('fits to the width in between, top-aligned when taller than the viewport', () => {
    const v = readableView(884, 4000, 900, 600);
    expect(v.k).toBeCloseTo(868 / 884);
    expect(v.y).toBe(16);
  });
  it('100 % keeps the centre point in place', () => {
    const v = actualSize({ x: 10, y: 10, k: 0.5 }, 400, 300);
    expect(v.k).toBe(1);
    // content point at the centre before: ((200-10)/0.5, (150-10)/0.5) = (380, 280)
    expect(v.x + 380).toBeCloseTo(200);
    expect(v.y + 280).toBeCloseTo(150);
  });
});
