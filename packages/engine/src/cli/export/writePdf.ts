/**
 * Scenes -> a vector PDF drawn straight from the layout's coordinates with pdfkit: the chart font
 * (DejaVu Sans) embedded as a subset with its real widths, every edge stroked (solid unless it is
 * an exception edge, which is dashed on purpose: the dash is reset after each one), each scene (a
 * chart, or the whole file) on its own page(s), laid out by planPdfPages.
 */
import PDFDocument from 'pdfkit';
import { PDF_MARGIN, planPdfPages, type PdfLayout, type PdfPaper } from '../../export/pdfPages';
import { FONT_ASCENT } from '../../render/fontMetrics';
import { accentBand, baselines, hitsBadge, innerLines, outline } from '../../render/geometry';
import { cullScene } from '../../render/cullScene';
import type { Scene, SceneNode } from '../../render/scene';
import { displayLines } from '../../render/displayLines';
import {
  CLUSTER_FILL,
  CLUSTER_STROKE,
  COVERAGE_STYLE,
  EDGE_LABEL_SIZE,
  FONT_SIZE,
  LEGEND_HEIGHT,
  LEGEND_SWATCH,
  TITLE_COLOR,
  TITLE_SIZE,
  edgeStyle,
  nodeStyle,
  type LegendEntry,
} from '../../render/theme';
import { EDGE_LINE_HEIGHT } from '../../render/emitDot';
import { legendLayout, pathData } from '../../render/writeSvg';
import { FONT_BOLD, FONT_REGULAR } from './fonts';

type Doc = PDFKit.PDFDocument;

/** The paper and, on A4 / Letter, fitted or tiled (`--pdf-paper`, `--pdf-layout`). */
export type PdfOptions = { paper: PdfPaper; layout: PdfLayout };

function text(
  doc: Doc,
  t: string,
  x: number,
  baseline: number,
  size: number,
  anchor: 'start' | 'middle',
): void {
  doc.fontSize(size);
  const left = anchor === 'middle' ? x - doc.widthOfString(t) / 2 : x;
  // pdfkit places the top of the line box (the font's ascender) at y
  doc.text(t, left, baseline - (FONT_ASCENT * size) / 1000, { lineBreak: false });
}

function drawNode(doc: Doc, n: SceneNode): void {
  const style = nodeStyle(n.kind, n.unreachable, n.diff, n.hits);
  const o = outline(n);
  doc.save();
  doc.opacity(style.opacity);
  doc.lineWidth(style.strokeWidth);
  if (style.dashed) doc.dash(4, { space: 3 });
  if (o.type === 'rect') doc.roundedRect(o.x, o.y, o.w, o.h, o.r);
  else if (o.type === 'circle') doc.circle(o.cx, o.cy, o.r);
  else doc.polygon(...o.points);
  doc.fillAndStroke(style.fill, style.stroke);
  doc.undash();
  drawNodeInside(doc, n, style);
  drawBadge(doc, n);
  doc.restore();
}

function drawBadge(doc: Doc, n: SceneNode): void {
  const b = hitsBadge(n);
  if (!b) return;
  const color = b.never ? COVERAGE_STYLE.never : COVERAGE_STYLE.badgeText;
  doc
    .lineWidth(1)
    .roundedRect(b.x, b.y, b.w, b.h, b.h / 2)
    .fillAndStroke(
      COVERAGE_STYLE.badgeFill,
      b.never ? COVERAGE_STYLE.never : COVERAGE_STYLE.badgeStroke,
    );
  doc.font(b.never ? 'chart-bold' : 'chart').fillColor(color);
  text(doc, b.text, b.x + b.w / 2, b.y + b.h - 4, COVERAGE_STYLE.badgeSize, 'middle');
}

function drawNodeInside(doc: Doc, n: SceneNode, style: { stroke: string; text: string }): void {
  const band = accentBand(n);
  if (band) doc.roundedRect(band.x, band.y, band.w, band.h, 2).fill(style.stroke);
  for (const [a, b] of innerLines(n))
    doc.moveTo(a[0], a[1]).lineTo(b[0], b[1]).stroke(style.stroke);
  if (n.kind === 'join') return;
  doc.font('chart').fillColor(style.text);
  const ys = baselines(n.y, n.lines.length, FONT_SIZE);
  const marker = band !== null;
  const cx = n.x + (marker ? 3 : 0);
  if (n.lines.length === 1) {
    text(doc, n.lines[0] ?? '', cx, ys[0] ?? n.y, FONT_SIZE, 'middle');
    return;
  }
  doc.fontSize(FONT_SIZE);
  const width = Math.max(...n.lines.map((l) => doc.widthOfString(l)));
  n.lines.forEach((l, i) => text(doc, l, cx - width / 2, ys[i] ?? n.y, FONT_SIZE, 'start'));
}

/** A scene's drawn size: the chart and, above it, its legend. */
function sceneSize(scene: Scene): { width: number; height: number; top: number } {
  const legend = scene.legend?.length ? scene.legend : undefined;
  const top = legend ? LEGEND_HEIGHT : 0;
  const width = legend ? Math.max(scene.width, legendLayout(legend).width) : scene.width;
  return { width, height: scene.height + top, top };
}

/** The scene drawn with its top left corner at the current origin (1 unit = 1 pt). */
function drawScene(doc: Doc, scene: Scene): void {
  const legend = scene.legend?.length ? scene.legend : undefined;
  const { top } = sceneSize(scene);
  if (legend) drawLegend(doc, legend);
  doc.save().translate(0, top);
  for (const c of scene.clusters) {
    doc.lineWidth(1).roundedRect(c.x, c.y, c.w, c.h, 8).fillAndStroke(CLUSTER_FILL, CLUSTER_STROKE);
    doc.font('chart-bold').fillColor(TITLE_COLOR);
    text(doc, c.title, c.titleAt[0], c.titleAt[1], TITLE_SIZE, 'start');
  }
  for (const e of scene.edges) {
    const style = edgeStyle(e.kind, e.diff, e.hits);
    const color = style.color;
    doc.save();
    doc.opacity(style.opacity);
    doc.lineWidth(style.width);
    if (style.dashed) doc.dash(6, { space: 4 });
    doc.path(pathData(e.path)).stroke(color);
    doc.undash();
    if (e.arrow.length >= 3)
      doc
        .lineWidth(1)
        .polygon(...e.arrow)
        .fillAndStroke(color, color);
    if (e.label && e.labelAt) {
      const [x, y] = e.labelAt;
      const lines = displayLines(e.label).lines;
      doc.font('chart').fontSize(EDGE_LABEL_SIZE);
      const w = Math.max(...lines.map((l) => doc.widthOfString(l))) + 6;
      const h = lines.length * EDGE_LINE_HEIGHT + 2;
      doc
        .fillOpacity(0.9)
        .roundedRect(x - w / 2, y - h / 2, w, h, 3)
        .fill(CLUSTER_FILL)
        .fillOpacity(1);
      doc.fillColor(color);
      const ys = baselines(y, lines.length, EDGE_LABEL_SIZE, EDGE_LINE_HEIGHT);
      lines.forEach((l, i) => text(doc, l, x, ys[i] ?? y, EDGE_LABEL_SIZE, 'middle'));
    }
    doc.restore();
  }
  for (const n of scene.nodes) drawNode(doc, n);
  doc.restore();
}

function drawLegend(doc: Doc, legend: readonly LegendEntry[]): void {
  const y = (LEGEND_HEIGHT - LEGEND_SWATCH.h) / 2;
  for (const { entry, x, textX } of legendLayout(legend).items) {
    const s = entry.style;
    doc.save().opacity(s.opacity).lineWidth(s.strokeWidth);
    if (s.dashed) doc.dash(4, { space: 3 });
    doc.roundedRect(x, y, LEGEND_SWATCH.w, LEGEND_SWATCH.h, 3).fillAndStroke(s.fill, s.stroke);
    doc.undash();
    doc.font('chart').fillColor(s.text);
    text(doc, entry.label, textX, y + LEGEND_SWATCH.h - 3, EDGE_LABEL_SIZE, 'start');
    doc.restore();
  }
}

/** One page per scene at the scene's size, today's default. */
const CHART_SIZE: PdfOptions = { paper: 'chart', layout: 'fit' };

/** A scene's pages as planPdfPages lays them out (shared with the web app's PDF export). */
function drawPlanned(doc: Doc, scene: Scene, options: PdfOptions): void {
  const { width, height } = sceneSize(scene);
  const plan = planPdfPages(width, height, options.paper, options.layout);
  if (plan.kind === 'single') {
    const { page } = plan;
    if (options.paper === 'chart') {
      doc.addPage({ size: [Math.max(width, 72), Math.max(height, 72)], margin: 0 });
      drawScene(doc, scene);
      return;
    }
    doc.addPage({ size: [page.pageWidth, page.pageHeight], margin: 0 });
    doc
      .save()
      .translate(page.x, page.y)
      .scale(page.width / width);
    drawScene(doc, scene);
    doc.restore();
    return;
  }
  const { map } = plan;
  doc.addPage({ size: [plan.pageWidth, plan.pageHeight], margin: 0 });
  doc.font('chart').fillColor(TITLE_COLOR);
  text(doc, map.heading, PDF_MARGIN, PDF_MARGIN + 9, 9, 'start');
  if (plan.note) {
    doc.fontSize(7.5);
    doc.text(plan.note, PDF_MARGIN, PDF_MARGIN + 15, { width: plan.pageWidth - 2 * PDF_MARGIN });
  }
  doc.save().translate(map.chart.x, map.chart.y).scale(map.chart.scale);
  drawScene(doc, scene);
  doc.restore();
  for (const cell of map.cells) {
    doc.lineWidth(1).rect(cell.x, cell.y, cell.width, cell.height).stroke(TILE_COLOR);
    const size = Math.max(6, Math.min(14, cell.width / 4, cell.height / 3));
    doc.font('chart-bold').fillColor(TILE_COLOR);
    text(
      doc,
      String(cell.number),
      cell.x + cell.width / 2,
      cell.y + cell.height / 2 + size / 3,
      size,
      'middle',
    );
  }
  const { top } = sceneSize(scene);
  for (const tile of plan.tiles) {
    doc.addPage({ size: [plan.pageWidth, plan.pageHeight], margin: 0 });
    doc.save();
    doc.rect(tile.at.x, tile.at.y, tile.at.width, tile.at.height).clip();
    doc
      .translate(tile.at.x - tile.region.x * plan.scale, tile.at.y - tile.region.y * plan.scale)
      .scale(plan.scale);
    // only what the tile shows: each page holds its part, not the whole drawing again
    drawScene(doc, cullScene(scene, { ...tile.region, y: tile.region.y - top }));
    doc.restore();
    doc.font('chart').fillColor(TITLE_COLOR);
    text(doc, tile.label, tile.at.x, tile.at.y / 2 + 3, 8, 'start');
    doc.lineWidth(0.75);
    for (const m of tile.marks) doc.moveTo(m.x1, m.y1).lineTo(m.x2, m.y2).stroke(MARK_COLOR);
  }
}

/** The page map's tile frames and numbers; the tiles' overlap marks. */
const TILE_COLOR = '#4f46e5';
const MARK_COLOR = '#64748b';

/**
 * Every scene's pages, one after the other: by default a page of each scene's own size; on A4 /
 * Letter (`options.paper`) fitted to one page or tiled after a page map (`options.layout`).
 */
export function writePdf(
  scenes: readonly Scene[],
  title = 'Flowchart',
  options: PdfOptions = CHART_SIZE,
): Promise<Buffer> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    info: { Title: title, Creator: 'codeflow' },
  });
  doc.registerFont('chart', FONT_REGULAR);
  doc.registerFont('chart-bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const scene of scenes) drawPlanned(doc, scene, options);
  if (scenes.length === 0) doc.addPage({ size: [72, 72], margin: 0 });
  doc.end();
  return done;
}
