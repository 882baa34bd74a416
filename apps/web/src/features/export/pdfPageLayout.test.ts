import { describe, expect, it } from 'vitest';
import { PDF_MARGIN, pdfPageLayout } from './pdfPageLayout';

describe('pdfPageLayout', () => {
  it("keeps the chart's own size by default", () => {
    expect(pdfPageLayout(300, 500, 'chart')).toEqual({
      pageWidth: 300,
      pageHeight: 500,
      x: 0,
      y: 0,
      width: 300,
      height: 500,
    });
  });
  it('puts a tall chart on portrait A4, scaled down inside the margins and centred', () => {
    const at = pdfPageLayout(1000, 3000, 'a4');
    expect([Math.round(at.pageWidth), Math.round(at.pageHeight)]).toEqual([595, 842]);
    expect(at.height).toBeCloseTo(841.89 - 2 * PDF_MARGIN);
    expect(at.width / at.height).toBeCloseTo(1000 / 3000);
    expect(at.x).toBeCloseTo((at.pageWidth - at.width) / 2);
    expect(at.y).toBeCloseTo(PDF_MARGIN);
  });
  it('turns Letter to landscape for a wide chart and never enlarges a small one', () => {
    const at = pdfPageLayout(200, 100, 'letter');
    expect([at.pageWidth, at.pageHeight]).toEqual([792, 612]);
    expect([at.width, at.height]).toEqual([200, 100]);
    expect([at.x, at.y]).toEqual([296, 256]);
  });
});
