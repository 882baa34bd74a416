/**
 * The CLI's encoders for the export registry (decision 025): the text formats straight from the
 * generation's answer, the drawn ones with Graphviz and the Node-only writers of `./export`
 * (resvg, pdfkit, glyph outlines). Those load only when a drawn format is asked for, so Mermaid
 * and JSON runs never load Graphviz, resvg or pdfkit. Pseudocode and the structogram
 * (`--view structogram`) are written from the source's IR (decision 043).
 */
import { createExporter, type Encoder } from '../export/index';
import type { GenerateResult } from '../generate';
import { chartComplexity } from '../metrics/complexity';
import { lowerSource } from '../views/lowerSource';
import { pseudocode } from '../views/pseudocode';
import type { Program } from '../ir/types';
import type { CliOptions } from './parseArgs';

/** What the CLI encodes: the generation's answer and the source it was made from. */
export type CliInput = GenerateResult & { source?: { code: string; language: string } };

type CliEncoder = Encoder<CliInput, CliOptions, string | Uint8Array>;

const DRAWN = ['dot', 'svg', 'png', 'pdf'] as const;
const isDrawn = (format: string): format is (typeof DRAWN)[number] =>
  (DRAWN as readonly string[]).includes(format);

async function programOf(input: CliInput, format: string): Promise<Program> {
  if (!input.source) throw new Error(`--format ${format} needs the source`);
  const lowered = await lowerSource(input.source.code, input.source.language);
  if (!lowered.program) throw new Error(lowered.error);
  return lowered.program;
}

const drawn: CliEncoder = async (input, opts) => {
  const { format } = opts;
  if (!isDrawn(format)) throw new Error(`--format ${format} is not drawn`);
  if (opts.view === 'structogram' && format !== 'dot') {
    const program = await programOf(input, format);
    const { renderStructogram } = await import('./export/renderStructogram');
    return renderStructogram(program, { ...opts, format });
  }
  if (!input.graph) throw new Error(`--format ${opts.format} needs a supported language`);
  const { renderImage } = await import('./export/renderImage');
  return renderImage(input.graph, { ...opts, format });
};

/** The JSON answer, each chart with its cyclomatic complexity (decision 043). */
function json(input: CliInput): string {
  const { source: _source, ...result } = input;
  const graph = result.graph;
  if (!graph) return `${JSON.stringify(result, null, 2)}\n`;
  const complexity = chartComplexity(graph);
  const charts = graph.charts.map((c) => ({ ...c, complexity: complexity.get(c.id) ?? 1 }));
  return `${JSON.stringify({ ...result, graph: { ...graph, charts } }, null, 2)}\n`;
}

export const CLI_EXPORTER = createExporter({
  mermaid: (result: CliInput) => Promise.resolve(`${result.flowchart}\n`),
  json: (result: CliInput) => Promise.resolve(json(result)),
  dot: drawn,
  svg: drawn,
  png: drawn,
  pdf: drawn,
  // plain text to the terminal, a Markdown document (the registry's .md) under --out-dir
  pseudocode: async (input: CliInput, opts: CliOptions) =>
    pseudocode(await programOf(input, 'pseudocode'), {
      chart: opts.chart,
      markdown: opts.outDir !== undefined,
    }),
});
