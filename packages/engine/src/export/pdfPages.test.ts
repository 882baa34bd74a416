import { describe, expect, it } from 'vitest';
import {
  MIN_READABLE_FONT_PT,
  PDF_MARGIN,
  PDF_SHEETS,
  TILE_FONT_PT,
  TILE_OVERLAP_PT,
  pdfPageLayout,
  planPdfPages,
} from './pdfPages';

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

describe('planPdfPages', () => {
  it("keeps one page of the chart's size whatever the layout when the paper is the chart's", () => {
    const plan = planPdfPages(5000, 40000, 'chart', 'tiles');
    expect(plan).toEqual({ kind: 'single', page: pdfPageLayout(5000, 40000, 'chart'), note: null });
  });

  it('fits a chart to one A4 page while its 14 px text stays at least 6 pt', () => {
    // 1,000 px wide on 523 pt: text at 7.3 pt
    const plan = planPdfPages(1000, 700, 'a4', 'fit');
    expect(plan.kind).toBe('single');
    expect(plan.note).toBeNull();
  });

  it('falls back to tiles, and says why, when fitting would make the text unreadable', () => {
    const plan = planPdfPages(3000, 20000, 'a4', 'fit');
    expect(plan.kind).toBe('tiles');
    if (plan.kind !== 'tiles') return;
    expect(plan.note).toMatch(/This chart does not fit one A4 page at a readable size/);
    expect(plan.note).toContain(`at least ${MIN_READABLE_FONT_PT} pt`);
    expect(plan.note).toContain(`exported as ${plan.tiles.length} tiled pages`);
  });

  it('covers the whole chart with tiles that overlap their neighbours, in reading order', () => {
    const [w, h] = [3000, 5000];
    const plan = planPdfPages(w, h, 'letter', 'tiles');
    if (plan.kind !== 'tiles') throw new Error('expected tiles');
    const k = TILE_FONT_PT / 14;
    expect(plan.scale).toBeCloseTo(k);
    expect(plan.tiles).toHaveLength(plan.rows * plan.columns);
    expect(plan.rows).toBeGreaterThan(1);
    expect(plan.columns).toBeGreaterThan(1);
    const overlap = TILE_OVERLAP_PT / k;
    for (const t of plan.tiles) {
      expect(t.number).toBe((t.row - 1) * plan.columns + t.column);
      // the drawing stays inside the margins
      expect(t.at.x + t.at.width).toBeLessThanOrEqual(plan.pageWidth - PDF_MARGIN + 1e-6);
      expect(t.at.y + t.at.height).toBeLessThanOrEqual(plan.pageHeight - PDF_MARGIN + 1e-6);
      expect(t.label).toBe(
        `Tile ${t.number} of ${plan.tiles.length} · row ${t.row} of ${plan.rows}, column ${t.column} of ${plan.columns} · page ${t.number + 1}`,
      );
      const right = plan.tiles.find((o) => o.row === t.row && o.column === t.column + 1);
      if (right) expect(t.region.x + t.region.width - right.region.x).toBeCloseTo(overlap);
      const below = plan.tiles.find((o) => o.row === t.row + 1 && o.column === t.column);
      if (below) expect(t.region.y + t.region.height - below.region.y).toBeCloseTo(overlap);
    }
    const last = plan.tiles.at(-1)!;
    expect(last.region.x + last.region.width).toBeCloseTo(w);
    expect(last.region.y + last.region.height).toBeCloseTo(h);
  });

  it('turns the sheet when that needs fewer tiles, and marks only the sides with a neighbour', () => {
    const plan = planPdfPages(4000, 600, 'a4', 'tiles');
    if (plan.kind !== 'tiles') throw new Error('expected tiles');
    expect([plan.pageWidth, plan.pageHeight]).toEqual([PDF_SHEETS.a4.h, PDF_SHEETS.a4.w]);
    expect(plan.rows).toBe(1);
    const [first, second] = plan.tiles;
    // first tile: a neighbour on the right only (a tick above and below the drawing)
    expect(first?.marks).toHaveLength(2);
    expect(first?.marks[0]?.x1).toBeCloseTo(first!.at.x + first!.at.width - TILE_OVERLAP_PT);
    expect(second?.marks.length).toBe(plan.columns > 2 ? 4 : 2);
  });

  it('draws a page map with every tile framed and numbered over the whole chart', () => {
    const plan = planPdfPages(2500, 9000, 'a4', 'tiles');
    if (plan.kind !== 'tiles') throw new Error('expected tiles');
    const { map } = plan;
    expect(map.heading).toContain(
      `${plan.tiles.length} tiles (${plan.rows} rows × ${plan.columns} column`,
    );
    expect(map.cells.map((c) => c.number)).toEqual(plan.tiles.map((t) => t.number));
    expect(map.chart.y).toBeGreaterThan(PDF_MARGIN);
    expect(map.chart.y + map.chart.height).toBeLessThanOrEqual(plan.pageHeight - PDF_MARGIN + 1e-6);
    const last = map.cells.at(-1)!;
    expect(last.x + last.width).toBeCloseTo(map.chart.x + map.chart.width);
    expect(last.y + last.height).toBeCloseTo(map.chart.y + map.chart.height);
  });

  it("keeps a chart one sheet holds at the tiles' text size on one fitted page, no map", () => {
    expect(planPdfPages(300, 200, 'a4', 'tiles')).toEqual({
      kind: 'single',
      page: pdfPageLayout(300, 200, 'a4'),
      note: null,
    });
    // 700 px wide on 523 pt: 10.5 pt text, one page
    expect(planPdfPages(700, 1100, 'a4', 'tiles').kind).toBe('single');
  });
});
