/**
 * Structogram scenes → a vector PDF with pdfkit, drawn from the same boxes, lines and text as the
 * SVG (the chart font embedded as a subset, as writePdf does for flowcharts); one page per scene.
 */
import PDFDocument from 'pdfkit';
import { FONT_ASCENT } from '../../render/fontMetrics';
import type { StructogramScene } from '../../views/index';
import {
  STRUCTOGRAM_STROKE,
  STRUCTOGRAM_TEXT,
  boxFill,
} from '../../views/structogram/structogramStyle';
import { FONT_BOLD, FONT_REGULAR } from './fonts';

type Doc = PDFKit.PDFDocument;

function drawScene(doc: Doc, scene: StructogramScene): void {
  doc.addPage({ size: [Math.max(scene.width, 72), Math.max(scene.height, 72)], margin: 0 });
  doc.lineWidth(1);
  for (const b of scene.boxes)
    doc.rect(b.x, b.y, b.w, b.h).fillAndStroke(boxFill(b), STRUCTOGRAM_STROKE);
  for (const [x1, y1, x2, y2] of scene.lines)
    doc.moveTo(x1, y1).lineTo(x2, y2).stroke(STRUCTOGRAM_STROKE);
  doc.fillColor(STRUCTOGRAM_TEXT);
  for (const t of scene.texts) {
    doc.font(t.bold ? 'chart-bold' : 'chart').fontSize(t.size);
    const left = t.anchor === 'middle' ? t.x - doc.widthOfString(t.text) / 2 : t.x;
    // pdfkit places the top of the line box (the font's ascender) at y
    doc.text(t.text, left, t.y - (FONT_ASCENT * t.size) / 1000, { lineBreak: false });
  }
}

export function writeStructogramPdf(scenes: readonly StructogramScene[]): Promise<Buffer> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    info: { Title: 'Structogram', Creator: 'codeflow' },
  });
  doc.registerFont('chart', FONT_REGULAR);
  doc.registerFont('chart-bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const scene of scenes) drawScene(doc, scene);
  if (scenes.length === 0) doc.addPage({ size: [72, 72], margin: 0 });
  doc.end();
  return done;
}
