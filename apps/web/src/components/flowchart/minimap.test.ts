import { describe, expect, it } from 'vitest';
import { minimapFit, scrollToCentre, visibleRect } from './minimap';

describe('minimapFit', () => {
  it('fits a tall drawing by its height and a wide one by its width', () => {
    expect(minimapFit({ w: 400, h: 2000 }, { w: 168, h: 200 })).toEqual({
      m: 0.1,
      size: { w: 40, h: 200 },
    });
    expect(minimapFit({ w: 1680, h: 100 }, { w: 168, h: 200 }).m).toBeCloseTo(0.1);
  });

  it('an empty drawing has no minimap', () => {
    expect(minimapFit({ w: 0, h: 10 }).m).toBe(0);
  });
});

describe('visibleRect', () => {
  const origin = { x: 16, y: 16 };
  it('maps the scrolled viewport into minimap pixels', () => {
    // drawing at scale 2: the viewport (300×200) shows 150×100 drawing units from (50, 100)
    const r = visibleRect({ x: 116, y: 216 }, { w: 300, h: 200 }, origin, 2, 0.1, {
      w: 40,
      h: 200,
    });
    expect(r.x).toBeCloseTo(5);
    expect(r.y).toBeCloseTo(10);
    expect(r.w).toBeCloseTo(15);
    expect(r.h).toBeCloseTo(10);
  });

  it('clips to the minimap when the viewport shows more than the drawing', () => {
    const r = visibleRect({ x: 0, y: 0 }, { w: 5000, h: 5000 }, origin, 1, 0.1, { w: 40, h: 200 });
    expect(r).toEqual({ x: 0, y: 0, w: 40, h: 200 });
  });
});

describe('scrollToCentre', () => {
  it('is the inverse of visibleRect for the rectangle’s centre', () => {
    const origin = { x: 16, y: 16 };
    const viewport = { w: 300, h: 200 };
    const scroll = scrollToCentre({ x: 12.5, y: 15 }, viewport, origin, 2, 0.1);
    const r = visibleRect(scroll, viewport, origin, 2, 0.1, { w: 40, h: 200 });
    expect(r.x + r.w / 2).toBeCloseTo(12.5);
    expect(r.y + r.h / 2).toBeCloseTo(15);
  });
});
