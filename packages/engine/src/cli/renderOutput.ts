/**
 * Drawn formats of the CLI (dot, svg, png, pdf) from a FlowGraph, with the same renderer as the
 * web app. Imported only when such a format is asked for, so Mermaid and JSON output never load
 * Graphviz, resvg or pdfkit.
 */
import type { FlowGraph } from '../graph/types';
import { emitDot, layoutFlowGraph, selectChartIds, writeSvg } from '../render/index';
import { createOutliner, writePdf, writePng } from './export/index';
import type { CliOptions } from './parseArgs';

export async function renderOutput(graph: FlowGraph, opts: CliOptions): Promise<string | Buffer> {
  const chart = opts.chart !== undefined ? { chart: opts.chart } : {};
  if (opts.format === 'dot') return `${emitDot(graph, chart)}\n`;
  const background = opts.background === 'white' ? '#ffffff' : undefined;
  if (opts.format === 'pdf') {
    const scenes =
      opts.pages === 'file'
        ? [await layoutFlowGraph(graph, chart)]
        : await Promise.all(
            selectChartIds(graph, opts.chart).map((id) => layoutFlowGraph(graph, { chart: id })),
          );
    return writePdf(scenes);
  }
  const scene = await layoutFlowGraph(graph, chart);
  if (opts.format === 'png') {
    return writePng(writeSvg(scene), { scale: opts.scale, ...(background ? { background } : {}) });
  }
  const outliner = createOutliner();
  const svg = writeSvg(scene, {
    drawText: outliner.drawText,
    finish: outliner.defs,
    ...(background ? { background } : {}),
  });
  return `${svg}\n`;
}
