/**
 * The CLI's encoders for the export registry (decision 025): the text formats straight from the
 * generation's answer, the drawn ones with Graphviz and the Node-only writers of `./export`
 * (resvg, pdfkit, glyph outlines). Those load only when a drawn format is asked for, so Mermaid
 * and JSON runs never load Graphviz, resvg or pdfkit.
 */
import { createExporter, type Encoder } from '../export/index';
import type { GenerateResult } from '../generate';
import type { CliOptions } from './parseArgs';

type Drawn = Encoder<GenerateResult, CliOptions, string | Uint8Array>;

const DRAWN = ['dot', 'svg', 'png', 'pdf'] as const;
const isDrawn = (format: string): format is (typeof DRAWN)[number] =>
  (DRAWN as readonly string[]).includes(format);

const drawn: Drawn = async (result, opts) => {
  if (!result.graph) throw new Error(`--format ${opts.format} needs a supported language`);
  const { format } = opts;
  if (!isDrawn(format)) throw new Error(`--format ${format} is not drawn`);
  const { renderImage } = await import('./export/renderImage');
  return renderImage(result.graph, { ...opts, format });
};

export const CLI_EXPORTER = createExporter({
  mermaid: (result: GenerateResult) => Promise.resolve(`${result.flowchart}\n`),
  json: (result: GenerateResult) => Promise.resolve(`${JSON.stringify(result, null, 2)}\n`),
  dot: drawn,
  svg: drawn,
  png: drawn,
  pdf: drawn,
});
