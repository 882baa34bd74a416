import { describe, expect, it } from 'vitest';
import { exportFileName } from './exportFileName';
import { allowedExportFormats, upgradeHint } from './exportFormats';
import { MAX_CANVAS_SIDE, rasterSize, reducedScaleNote, viewBoxSize } from './svgDimensions';

describe('allowedExportFormats', () => {
  it("follows the plan's export_formats", () => {
    expect([...allowedExportFormats({ export_formats: ['svg', 'png', 'jpeg', 'pdf'] })]).toEqual([
      'svg',
      'png',
      'jpeg',
      'pdf',
    ]);
  });
  it('allows SVG and PNG while the features are unknown', () => {
    expect([...allowedExportFormats(null)]).toEqual(['svg', 'png']);
  });
  it('names the format in the upgrade hint', () => {
    expect(upgradeHint('pdf')).toBe('Upgrade your plan to export as PDF');
    expect(upgradeHint('jpeg')).toBe('Upgrade your plan to export as JPEG');
  });
});

describe('exportFileName', () => {
  it('makes a safe file name from the title', () => {
    expect(exportFileName('My chart: v2 / final', 'svg')).toBe('my-chart-v2-final.svg');
    expect(exportFileName('Café déjà vu', 'pdf')).toBe('cafe-deja-vu.pdf');
    expect(exportFileName('   ', 'png')).toBe('untitled-flowchart.png');
    expect(exportFileName('中文', 'mmd')).toBe('flowchart.mmd');
  });
});

describe('svg sizes', () => {
  it('reads the viewBox', () => {
    expect(viewBoxSize('0 0 320.5 200')).toEqual({ width: 320.5, height: 200 });
    expect(viewBoxSize('-8 -8, 100, 50')).toEqual({ width: 100, height: 50 });
    expect(viewBoxSize('0 0 0 10')).toBeNull();
    expect(viewBoxSize(null)).toBeNull();
    expect(viewBoxSize('nonsense')).toBeNull();
  });
  it('doubles the resolution, within what a canvas can hold', () => {
    expect(rasterSize(300, 200)).toEqual({ width: 600, height: 400, scale: 2 });
    const huge = rasterSize(20_000, 1_000);
    expect(huge.width).toBeLessThanOrEqual(16_384);
    expect(huge.height).toBe(Math.round(1_000 * huge.scale));
  });
});

describe('the PNG scale at the canvas limit', () => {
  it('takes the largest scale that keeps both sides within the limit', () => {
    const size = rasterSize(5000, 1000, 4);
    expect(size.width).toBe(MAX_CANVAS_SIDE);
    expect(size.scale).toBeCloseTo(MAX_CANVAS_SIDE / 5000);
    expect(size.height).toBe(Math.round(1000 * (MAX_CANVAS_SIDE / 5000)));
    expect(rasterSize(1000, 1000, 4)).toEqual({ width: 4000, height: 4000, scale: 4 });
  });
  it('says nothing when the scale is kept, and names the scale used and the way past it when lowered', () => {
    expect(reducedScaleNote(1000, 1000, 4)).toBeNull();
    expect(reducedScaleNote(5000, 1000, 4)).toBe(
      "PNG and JPEG at 3.28× instead of 4× (16,384 × 3,277 px): the browser's canvas holds at most 16,384 pixels a side. For a bigger picture, export SVG (no size limit) or PDF tiled pages.",
    );
  });
});
