/**
 * Where a chart goes on PDF pages (decision 046, "Update"): its own size, fitted to one A4 /
 * Letter sheet, or tiled over several sheets with a page map first. Plain geometry, isomorphic:
 * the web app (jsPDF) and the CLI (pdfkit) draw the same plan, so both cut a chart the same way.
 * Units: the chart's pixels (1 px = 1 pt at scale 1) and PDF points.
 */
import { FONT_SIZE } from '../render/theme';

/** PDF paper: the chart's own size, or a standard sheet. */
export type PdfPaper = 'chart' | 'a4' | 'letter';

/** On a standard sheet: the whole chart on one page, or tiles over several pages. */
export type PdfLayout = 'fit' | 'tiles';

/** Standard sheets in points (portrait): ISO A4 210×297 mm, US Letter 8.5×11 in. */
export const PDF_SHEETS: Record<Exclude<PdfPaper, 'chart'>, { w: number; h: number }> = {
  a4: { w: 595.28, h: 841.89 },
  letter: { w: 612, h: 792 },
};

/** White space kept around a chart on a standard sheet (half an inch). */
export const PDF_MARGIN = 36;

/** The chart's text (14 px) may not shrink below this when fitted to one page, in points. */
export const MIN_READABLE_FONT_PT = 6;

/** Tiles draw the chart's 14 px text at 9 pt: readable on paper, and a third fewer pages than 1:1. */
export const TILE_FONT_PT = 9;

/** The strip each tile repeats of its neighbour (a quarter inch), to glue or read across. */
export const TILE_OVERLAP_PT = 18;

/** The band above the page map's drawing that holds its heading and, below it, the plan's note. */
const MAP_HEADING = 48;

export type PdfRect = { x: number; y: number; width: number; height: number };

/** Where a chart goes on its page: the page size, and the drawing's place and size on it (pt). */
export type PdfPageLayout = PdfRect & { pageWidth: number; pageHeight: number };

/** A short line drawn on a tile (points): where the overlap with a neighbour begins. */
export type PdfMark = { x1: number; y1: number; x2: number; y2: number };

/** One page of a tiled chart. */
export type PdfTile = {
  /** the tile's number, 1-based, in reading order (row by row) */
  number: number;
  row: number;
  column: number;
  /** the part of the chart on this page (chart px) */
  region: PdfRect;
  /** where that part is drawn on the page (pt): the clip */
  at: PdfRect;
  /** the label printed in the top margin */
  label: string;
  /** overlap marks in the margins, on the sides that have a neighbour */
  marks: PdfMark[];
};

/** The first page of a tiled chart: the whole chart small, a numbered frame per tile. */
export type PdfPageMap = {
  heading: string;
  /** where the whole chart is drawn (pt) and its scale */
  chart: PdfRect & { scale: number };
  /** each tile's frame on the map (pt) and its number */
  cells: (PdfRect & { number: number })[];
};

export type PdfPlan =
  | { kind: 'single'; page: PdfPageLayout; note: string | null }
  | {
      kind: 'tiles';
      pageWidth: number;
      pageHeight: number;
      /** chart px → pt on the tiles */
      scale: number;
      rows: number;
      columns: number;
      map: PdfPageMap;
      tiles: PdfTile[];
      note: string | null;
    };

/**
 * A chart `width`×`height` (1 CSS px = 1 pt) on `paper`: its own size, or a standard sheet turned
 * to the chart's orientation with the chart inside the margins, scaled down only (never
 * enlarged) and centred.
 */
export function pdfPageLayout(width: number, height: number, paper: PdfPaper): PdfPageLayout {
  if (paper === 'chart') return { pageWidth: width, pageHeight: height, x: 0, y: 0, width, height };
  const { pageWidth, pageHeight } = sheetFor(width, height, paper);
  const k = fitScale(width, height, pageWidth, pageHeight);
  const w = width * k;
  const h = height * k;
  return {
    pageWidth,
    pageHeight,
    x: (pageWidth - w) / 2,
    y: (pageHeight - h) / 2,
    width: w,
    height: h,
  };
}

function sheetFor(width: number, height: number, paper: Exclude<PdfPaper, 'chart'>) {
  const sheet = PDF_SHEETS[paper];
  const landscape = width > height;
  return { pageWidth: landscape ? sheet.h : sheet.w, pageHeight: landscape ? sheet.w : sheet.h };
}

function fitScale(width: number, height: number, pageWidth: number, pageHeight: number): number {
  return Math.min(1, (pageWidth - 2 * PDF_MARGIN) / width, (pageHeight - 2 * PDF_MARGIN) / height);
}

const PAPER_NAME = { a4: 'A4', letter: 'Letter' } as const;

/**
 * The pages of a chart `width`×`height` on `paper` laid out as `layout` asks. "fit" keeps one
 * page while the chart's text stays at least MIN_READABLE_FONT_PT; past that it falls back to
 * tiles and says why in `note`. "tiles" keeps one fitted page for a chart that one sheet holds at
 * TILE_FONT_PT or larger.
 */
export function planPdfPages(
  width: number,
  height: number,
  paper: PdfPaper,
  layout: PdfLayout,
): PdfPlan {
  if (paper === 'chart')
    return { kind: 'single', page: pdfPageLayout(width, height, paper), note: null };
  if (layout === 'fit') {
    const page = pdfPageLayout(width, height, paper);
    const fontPt = (FONT_SIZE * page.width) / width;
    if (fontPt >= MIN_READABLE_FONT_PT - 1e-9) return { kind: 'single', page, note: null };
    const tiled = tilePlan(width, height, paper);
    const note = `This chart does not fit one ${PAPER_NAME[paper]} page at a readable size (its text would be ${fontPt.toFixed(1)} pt, at least ${MIN_READABLE_FONT_PT} pt is needed): exported as ${tiled.tiles.length} tiled pages after a page map instead.`;
    return { ...tiled, note };
  }
  const tiled = tilePlan(width, height, paper);
  // a chart that fits one sheet at the tiles' text size needs no map: one page, fitted
  if (tiled.tiles.length === 1)
    return { kind: 'single', page: pdfPageLayout(width, height, paper), note: null };
  return tiled;
}

/** How many tiles of `content` (chart px, overlap included) cover `length`. */
function tileCount(length: number, content: number, overlap: number): number {
  if (length <= content) return 1;
  return Math.ceil((length - overlap) / (content - overlap));
}

/** The orientation with fewer tiles (portrait on a tie). */
function tileGrid(width: number, height: number, paper: Exclude<PdfPaper, 'chart'>, k: number) {
  const sheet = PDF_SHEETS[paper];
  const overlap = TILE_OVERLAP_PT / k;
  const grid = (pageWidth: number, pageHeight: number) => {
    const contentW = (pageWidth - 2 * PDF_MARGIN) / k;
    const contentH = (pageHeight - 2 * PDF_MARGIN) / k;
    const columns = tileCount(width, contentW, overlap);
    const rows = tileCount(height, contentH, overlap);
    return { pageWidth, pageHeight, contentW, contentH, columns, rows, overlap };
  };
  const portrait = grid(sheet.w, sheet.h);
  const landscape = grid(sheet.h, sheet.w);
  return landscape.rows * landscape.columns < portrait.rows * portrait.columns
    ? landscape
    : portrait;
}

/** The tiled plan: chart text at TILE_FONT_PT (never enlarged), a page map, then the tiles. */
function tilePlan(
  width: number,
  height: number,
  paper: Exclude<PdfPaper, 'chart'>,
): PdfPlan & { kind: 'tiles' } {
  const k = Math.min(1, TILE_FONT_PT / FONT_SIZE);
  const g = tileGrid(width, height, paper, k);
  const tiles: PdfTile[] = [];
  for (let row = 1; row <= g.rows; row++) {
    for (let column = 1; column <= g.columns; column++) {
      const x = (column - 1) * (g.contentW - g.overlap);
      const y = (row - 1) * (g.contentH - g.overlap);
      const region = {
        x,
        y,
        width: Math.min(g.contentW, width - x),
        height: Math.min(g.contentH, height - y),
      };
      const at = {
        x: PDF_MARGIN,
        y: PDF_MARGIN,
        width: region.width * k,
        height: region.height * k,
      };
      const number = tiles.length + 1;
      tiles.push({
        number,
        row,
        column,
        region,
        at,
        label: `Tile ${number} of ${g.rows * g.columns} · row ${row} of ${g.rows}, column ${column} of ${g.columns} · page ${number + 1}`,
        marks: overlapMarks(at, row, column, g.rows, g.columns),
      });
    }
  }
  const map = pageMap(width, height, g.pageWidth, g.pageHeight, tiles, g.rows, g.columns);
  return {
    kind: 'tiles',
    pageWidth: g.pageWidth,
    pageHeight: g.pageHeight,
    scale: k,
    rows: g.rows,
    columns: g.columns,
    map,
    tiles,
    note: null,
  };
}

/** Ticks in the margin where the strip shared with each neighbour begins. */
function overlapMarks(
  at: PdfRect,
  row: number,
  column: number,
  rows: number,
  columns: number,
): PdfMark[] {
  const marks: PdfMark[] = [];
  const tick = PDF_MARGIN / 2;
  const right = at.x + at.width;
  const bottom = at.y + at.height;
  // a vertical line at x across both margins (above and below the drawing)
  const vertical = (x: number) => {
    marks.push(
      { x1: x, y1: at.y - tick, x2: x, y2: at.y },
      { x1: x, y1: bottom, x2: x, y2: bottom + tick },
    );
  };
  const horizontal = (y: number) => {
    marks.push(
      { x1: at.x - tick, y1: y, x2: at.x, y2: y },
      { x1: right, y1: y, x2: right + tick, y2: y },
    );
  };
  if (column > 1) vertical(at.x + TILE_OVERLAP_PT);
  if (column < columns) vertical(right - TILE_OVERLAP_PT);
  if (row > 1) horizontal(at.y + TILE_OVERLAP_PT);
  if (row < rows) horizontal(bottom - TILE_OVERLAP_PT);
  return marks;
}

function pageMap(
  width: number,
  height: number,
  pageWidth: number,
  pageHeight: number,
  tiles: readonly PdfTile[],
  rows: number,
  columns: number,
): PdfPageMap {
  const top = PDF_MARGIN + MAP_HEADING;
  const k = Math.min(
    1,
    (pageWidth - 2 * PDF_MARGIN) / width,
    (pageHeight - top - PDF_MARGIN) / height,
  );
  const chart = {
    x: (pageWidth - width * k) / 2,
    y: top,
    width: width * k,
    height: height * k,
    scale: k,
  };
  const cells = tiles.map((t) => ({
    number: t.number,
    x: chart.x + t.region.x * k,
    y: chart.y + t.region.y * k,
    width: t.region.width * k,
    height: t.region.height * k,
  }));
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const heading = `Page map: ${plural(tiles.length, 'tile')} (${plural(rows, 'row')} × ${plural(columns, 'column')}) on the next pages; neighbours overlap by ${TILE_OVERLAP_PT / 72} in`;
  return { heading, chart, cells };
}
