/**
 * Drawn formats of the CLI (dot, svg, png, pdf) from a FlowGraph or a chart diff, with the same
 * renderer as the web app. Imported only when such a format is asked for, so Mermaid and JSON
 * output never load Graphviz, resvg or pdfkit.
 */
import type { GraphDiff } from '../diff/types';
import type { FlowGraph } from '../graph/types';
import {
  emitDiffDot,
  emitDot,
  layoutDiff,
  layoutFlowGraph,
  selectChartIds,
  writeSvg,
  type Scene,
} from '../render/index';
import { selectChartDiffs } from '../diff/unionGraph';
import { createOutliner, writePdf, writePng } from './export/index';

/** The drawing settings of the CLI's options (both commands). */
export type DrawOptions = {
  format: string;
  chart?: string;
  scale: 1 | 2 | 4;
  background: 'white' | 'transparent';
  pages: 'chart' | 'file';
};

/** Something the CLI draws: its DOT, and its layout whole or one chart (page) at a time. */
type Drawable = {
  dot: () => string;
  layout: () => Promise<Scene>;
  pages: () => Promise<Scene>[];
};

export async function encodeDrawing(source: Drawable, opts: DrawOptions): Promise<string | Buffer> {
  if (opts.format === 'dot') return `${source.dot()}\n`;
  const background = opts.background === 'white' ? '#ffffff' : undefined;
  if (opts.format === 'pdf') {
    const scenes =
      opts.pages === 'file' ? [await source.layout()] : await Promise.all(source.pages());
    return writePdf(scenes);
  }
  const scene = await source.layout();
  if (opts.format === 'png') {
    return writePng(writeSvg(scene), { scale: opts.scale, ...(background ? { background } : {}) });
  }
  return `${outlinedSvg(scene, background)}\n`;
}

/** A self-contained SVG: text as glyph outlines, so it looks the same without the font. */
export function outlinedSvg(scene: Scene, background?: string): string {
  const outliner = createOutliner();
  return writeSvg(scene, {
    drawText: outliner.drawText,
    finish: outliner.defs,
    ...(background ? { background } : {}),
  });
}

export function renderOutput(graph: FlowGraph, opts: DrawOptions): Promise<string | Buffer> {
  const chart = opts.chart !== undefined ? { chart: opts.chart } : {};
  return encodeDrawing(
    {
      dot: () => emitDot(graph, chart),
      layout: () => layoutFlowGraph(graph, chart),
      pages: () =>
        selectChartIds(graph, opts.chart).map((id) => layoutFlowGraph(graph, { chart: id })),
    },
    opts,
  );
}

/** The combined drawing of a chart diff (colours and legend) in a drawn format. */
export function renderDiffOutput(diff: GraphDiff, opts: DrawOptions): Promise<string | Buffer> {
  const chart = opts.chart !== undefined ? { chart: opts.chart } : {};
  return encodeDrawing(
    {
      dot: () => emitDiffDot(diff, chart),
      layout: () => layoutDiff(diff, chart),
      pages: () => selectChartDiffs(diff, opts.chart).map((c) => layoutDiff(diff, { chart: c })),
    },
    opts,
  );
}
