import { CLI_EXPORTER } from './cliExporter';
import type { PdfLayout, PdfPaper } from '../export/pdfPages';

/** The registry's formats the CLI has an encoder for (cliExporter.ts). */
export type OutputFormat = (typeof CLI_EXPORTER.ids)[number];

export type CliOptions = {
  language?: string;
  compact: boolean;
  format: OutputFormat;
  chart?: string;
  outDir?: string;
  /** PNG scale: 1, 2 or 4 */
  scale: 1 | 2 | 4;
  /** PNG/SVG background: white (default) or transparent */
  background: 'white' | 'transparent';
  /** PDF: one page per chart (default) or the whole file on one page */
  pages: 'chart' | 'file';
  /** PDF: each page the chart's own size (default), or A4 / Letter sheets */
  pdfPaper: PdfPaper;
  /** PDF on A4 / Letter: tiled pages after a page map (default), or fitted to one page */
  pdfLayout: PdfLayout;
  /** svg/png/pdf: the flowchart (default) or the Nassi–Shneiderman structogram (decision 043) */
  view: 'flowchart' | 'structogram';
  /** print the table of functions by complexity instead of drawing (`--metrics`) */
  metrics: boolean;
  /** a coverage file (LCOV, coverage.py JSON, JaCoCo XML, Go cover profile) to overlay */
  coverage?: string;
  inputs: string[];
  help: boolean;
};

export const FORMATS: readonly OutputFormat[] = CLI_EXPORTER.ids;

export const USAGE = `Usage: codeflow [--language L] [--compact] [--format ${FORMATS.join('|')}] [--view flowchart|structogram] [--chart NAME] [--scale 1|2|4] [--background white|transparent] [--pages chart|file] [--pdf-paper chart|a4|letter] [--pdf-layout tiles|fit] [--coverage FILE] [--out-dir DIR] <file|dir|->...
       codeflow --metrics [--language L] <file|dir|->...`;

export class UsageError extends Error {}

const VALUE_FLAGS = new Set([
  '--language',
  '--format',
  '--chart',
  '--out-dir',
  '--scale',
  '--background',
  '--pages',
  '--pdf-paper',
  '--pdf-layout',
  '--view',
  '--coverage',
]);

export function oneOf<T extends string>(flag: string, value: string, allowed: readonly T[]): T {
  const found = allowed.find((a) => a === value);
  if (found === undefined)
    throw new UsageError(`${flag} must be ${allowed.join(', ')}, not ${value}`);
  return found;
}

/** Parses argv; `--flag value` and `--flag=value` both work, `--` ends the options. */
export function parseArgs(argv: readonly string[]): CliOptions {
  const opts: CliOptions = {
    compact: false,
    format: 'mermaid',
    scale: 1,
    background: 'white',
    pages: 'chart',
    pdfPaper: 'chart',
    pdfLayout: 'tiles',
    view: 'flowchart',
    metrics: false,
    inputs: [],
    help: false,
  };
  let onlyInputs = false;
  let paperGiven = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (onlyInputs || arg === '-' || !arg.startsWith('-')) {
      opts.inputs.push(arg);
      continue;
    }
    if (arg === '--') {
      onlyInputs = true;
      continue;
    }
    if (arg === '--help' || arg === '-h') {
      opts.help = true;
      continue;
    }
    if (arg === '--compact') {
      opts.compact = true;
      continue;
    }
    if (arg === '--metrics') {
      opts.metrics = true;
      continue;
    }
    const eq = arg.indexOf('=');
    const flag = eq >= 0 ? arg.slice(0, eq) : arg;
    if (!VALUE_FLAGS.has(flag)) throw new UsageError(`unknown option ${flag}`);
    const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined || value === '') throw new UsageError(`${flag} needs a value`);
    if (flag === '--language') opts.language = value;
    else if (flag === '--chart') opts.chart = value;
    else if (flag === '--out-dir') opts.outDir = value;
    else if (flag === '--coverage') opts.coverage = value;
    else if (flag === '--format') opts.format = oneOf(flag, value, FORMATS);
    else if (flag === '--scale')
      opts.scale = Number(oneOf(flag, value, ['1', '2', '4'])) as 1 | 2 | 4;
    else if (flag === '--background')
      opts.background = oneOf(flag, value, ['white', 'transparent']);
    else if (flag === '--pdf-paper') {
      opts.pdfPaper = oneOf(flag, value, ['chart', 'a4', 'letter']);
      paperGiven = true;
    } else if (flag === '--pdf-layout') opts.pdfLayout = oneOf(flag, value, ['tiles', 'fit']);
    else if (flag === '--view') opts.view = oneOf(flag, value, ['flowchart', 'structogram']);
    else opts.pages = oneOf(flag, value, ['chart', 'file']);
  }
  // a layout asked for without a paper means A4: the chart's own size has one page whatever its size
  if (!paperGiven && argv.some((a) => a === '--pdf-layout' || a.startsWith('--pdf-layout=')))
    opts.pdfPaper = 'a4';
  if ((paperGiven || opts.pdfPaper !== 'chart') && opts.format !== 'pdf')
    throw new UsageError('--pdf-paper and --pdf-layout need --format pdf');
  if (opts.view === 'structogram' && !['svg', 'png', 'pdf'].includes(opts.format)) {
    throw new UsageError('--view structogram needs --format svg, png or pdf');
  }
  return opts;
}
