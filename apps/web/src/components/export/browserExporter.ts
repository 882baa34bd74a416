import type { ExportFormat } from '@codeflow/contracts';
import {
  createExporter,
  exportContentType,
  exportFormat,
  type Encoder,
  type PdfLayout,
  type PdfPaper,
} from '@codeflow/engine';
import type { ChartBlock } from '../../components/flowchart/stackCharts';
import { loadChartFont, toBase64 } from './chartFont';
import { rasterizeSvg } from './rasterizeSvg';
import { subsetFont } from './subsetFont';
import { chartPage, standaloneSvg } from './standaloneSvg';
import { svgToPdf } from './svgToPdf';

/** The chart on screen: the renderer's SVG and where each chart sits in it. */
export type BrowserDrawing = { svg: SVGSVGElement; blocks: readonly ChartBlock[] };

export type ExportSettings = {
  /** PNG/JPEG: 1, 2 or 4 device pixels per chart pixel */
  scale: 1 | 2 | 4;
  /** PNG/SVG: no background (JPEG is always on white) */
  transparent: boolean;
  /** PDF: one page per chart, or the whole drawing on one page */
  pdfPages: 'per-chart' | 'whole';
  /** PDF: each page the chart's own size, or A4 / Letter (the chart fitted inside margins) */
  pdfPaper: PdfPaper;
  /** PDF on A4 / Letter: each chart fitted to one page (text never under 6 pt), or tiled pages */
  pdfLayout: PdfLayout;
  /** the chart in view alone (what is on screen), or every chart drawn */
  scope: 'in-view' | 'whole';
};

type BrowserEncoder = Encoder<BrowserDrawing, ExportSettings, Blob>;

/**
 * @font-face rules that make a file carry the chart font (no installed font needed): OpenType
 * fonts holding only the glyphs of the drawing's text (subsetFont.ts).
 */
export function fontFaceCss(regular: string, bold: string): string {
  const face = (data: string, weight: string) =>
    `@font-face{font-family:'DejaVu Sans';font-weight:${weight};src:url(data:font/otf;base64,${data}) format('opentype')}`;
  return face(regular, 'normal') + face(bold, 'bold');
}

/** Every character the drawing shows (labels, titles, edge labels). */
function drawnText(svg: SVGSVGElement): string {
  let text = '';
  for (const el of svg.querySelectorAll('text')) text += el.textContent ?? '';
  return text;
}

/** SVG, PNG and JPEG embed the chart font as a @font-face; only JPEG is always on white. */
async function fontedSvg(
  { svg }: BrowserDrawing,
  format: 'svg' | 'png' | 'jpeg',
  settings: ExportSettings,
) {
  const font = await loadChartFont();
  const background = settings.transparent && format !== 'jpeg' ? undefined : '#ffffff';
  const text = drawnText(svg);
  const [regular, bold] = await Promise.all([
    subsetFont(font.regular, text),
    subsetFont(font.bold, text),
  ]);
  const file = standaloneSvg(svg, {
    css: fontFaceCss(toBase64(regular), toBase64(bold)),
    ...(background ? { background } : {}),
  });
  return { file, background };
}

const svgEncoder: BrowserEncoder = async (drawing, settings) => {
  const { file } = await fontedSvg(drawing, 'svg', settings);
  return new Blob([file.text], { type: exportContentType(exportFormat('svg')) });
};

function rasterEncoder(format: 'png' | 'jpeg'): BrowserEncoder {
  return async (drawing, settings) => {
    const { file, background } = await fontedSvg(drawing, format, settings);
    const type = format === 'png' ? 'image/png' : 'image/jpeg';
    return rasterizeSvg(file.text, file.width, file.height, type, {
      scale: settings.scale,
      background: background ?? null,
    });
  };
}

/** The PDF embeds the chart font through jsPDF; one page per chart when asked and there are several. */
const pdfEncoder: BrowserEncoder = async ({ svg, blocks }, settings) => {
  const font = await loadChartFont();
  const file = standaloneSvg(svg, { background: '#ffffff' });
  const pages = perChartPages(settings, blocks) ? blocks.map((b) => chartPage(file, b)) : [file];
  return svgToPdf(
    pages.map((p) => ({ svg: p.element, width: p.width, height: p.height })),
    font,
    { paper: settings.pdfPaper, layout: settings.pdfLayout },
  );
};

/** A PDF has a page (or a set of tiles) per chart when asked and there are several charts. */
export function perChartPages(settings: ExportSettings, blocks: readonly ChartBlock[]): boolean {
  return settings.pdfPages === 'per-chart' && blocks.length > 1;
}

/**
 * The browser's encoders for the export registry (decision 025), drawing from the SVG on screen
 * with a canvas (PNG, JPEG) and jsPDF (PDF). Keyed by the plan table's export formats, so every
 * format a plan can grant has an encoder; the export menu lists `BROWSER_EXPORTER.formats`.
 */
export const BROWSER_EXPORTER = createExporter<ExportFormat, BrowserDrawing, ExportSettings, Blob>({
  svg: svgEncoder,
  png: rasterEncoder('png'),
  jpeg: rasterEncoder('jpeg'),
  pdf: pdfEncoder,
});
