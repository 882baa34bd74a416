import { describe, expect, it } from 'vitest';
import { READABLE_MAX_SCALE, READABLE_MIN_SCALE } from './panZoom';
import {
  drawingOrigin,
  fitScale,
  FOCUS_FIT_MIN_SCALE,
  focusScale,
  PAD,
  readableScale,
  startNodeX,
} from './viewGeometry';

describe('view geometry', () => {
  it('a chart opens fitted to the width, but never below readable nor magnified much', () => {
    expect(readableScale(500 - 2 * PAD, 500)).toBeCloseTo(1);
    expect(readableScale(5000, 500)).toBe(READABLE_MIN_SCALE);
    expect(readableScale(10, 500)).toBe(READABLE_MAX_SCALE);
    expect(readableScale(0, 500)).toBe(1);
    expect(readableScale(100, 0)).toBe(1);
  });

  it('a chosen chart opens whole in view, never magnified past readable nor below the floor', () => {
    // fits both ways at a readable scale: the readable scale (fit to the width)
    expect(focusScale({ w: 468, h: 200 }, { w: 500, h: 500 })).toBeCloseTo(1);
    // taller than the view at its readable scale: shrunk until it fits
    expect(focusScale({ w: 300, h: 780 }, { w: 500, h: 500 })).toBeCloseTo(0.6);
    expect(focusScale({ w: 300, h: 936 }, { w: 500, h: 500 })).toBeCloseTo(0.5);
    expect(focusScale({ w: 300, h: 624 }, { w: 500, h: 500 })).toBeCloseTo(0.75);
    // far too tall: the floor, opened on its Start
    expect(focusScale({ w: 300, h: 5000 }, { w: 500, h: 500 })).toBe(FOCUS_FIT_MIN_SCALE);
  });

  it('Fit shows the whole drawing, limited by its tighter side and to 150 %', () => {
    expect(fitScale({ w: 1000, h: 100 }, { w: 532, h: 532 })).toBeCloseTo(0.5);
    expect(fitScale({ w: 100, h: 1000 }, { w: 532, h: 532 })).toBeCloseTo(0.5);
    expect(fitScale({ w: 10, h: 10 }, { w: 532, h: 532 })).toBe(1.5);
  });

  it('a drawing narrower than the view is centred across; a wider one starts at the padding', () => {
    expect(drawingOrigin(100, 532, 1)).toEqual({ x: PAD + 200, y: PAD });
    expect(drawingOrigin(100, 532, 2)).toEqual({ x: PAD + 150, y: PAD });
    expect(drawingOrigin(1000, 532, 1)).toEqual({ x: PAD, y: PAD });
  });

  it("a chart's Start node is found by its chart id; without it, the chart's middle counts", () => {
    const block = { chart: 'main', x: 10, y: 0, width: 200, height: 100 };
    expect(startNodeX(null, block)).toBe(110);
    const content = document.createElement('div');
    content.innerHTML =
      '<svg><g class="cf-node" data-kind="start" data-chart-id="other"></g></svg>';
    expect(startNodeX(content, block)).toBe(110);
    const start = document.createElementNS('http://www.w3.org/2000/svg', 'g');
    start.setAttribute('class', 'cf-node');
    start.setAttribute('data-kind', 'start');
    start.setAttribute('data-chart-id', 'main');
    // jsdom has no layout: the box the browser would measure
    Object.assign(start, { getBBox: () => ({ x: 20, y: 0, width: 40, height: 20 }) });
    content.querySelector('svg')?.append(start);
    expect(startNodeX(content, block)).toBe(10 + 20 + 20);
  });
});
