import { oneOf, UsageError } from '../parseArgs';

/** `text` (default) and `markdown` are the diff's own; the rest are export registry formats. */
export const DIFF_FORMATS = ['text', 'json', 'markdown', 'dot', 'svg', 'png', 'pdf'] as const;
export type DiffFormat = (typeof DIFF_FORMATS)[number];

export type DiffOptions = {
  /** `BASE..HEAD` (or `BASE...HEAD`, `BASE` = `BASE..HEAD`): compare two commits */
  git?: string;
  language?: string;
  compact: boolean;
  format: DiffFormat;
  chart?: string;
  outDir?: string;
  scale: 1 | 2 | 4;
  background: 'white' | 'transparent';
  pages: 'chart' | 'file';
  /** two files, or with --git the paths to limit the comparison to */
  inputs: string[];
  help: boolean;
};

export const DIFF_USAGE = `Usage: codeflow diff [--language L] [--compact] [--format ${DIFF_FORMATS.join('|')}] [--chart NAME] [--out-dir DIR] OLD NEW
       codeflow diff --git BASE..HEAD [--format ${DIFF_FORMATS.join('|')}] [--out-dir DIR] [PATH...]`;

const VALUE_FLAGS = new Set([
  '--git',
  '--language',
  '--format',
  '--chart',
  '--out-dir',
  '--scale',
  '--background',
  '--pages',
]);

/** Parses the arguments after `diff`; `--flag value` and `--flag=value`, `--` ends options. */
export function parseDiffArgs(argv: readonly string[]): DiffOptions {
  const opts: DiffOptions = {
    compact: false,
    format: 'text',
    scale: 1,
    background: 'white',
    pages: 'chart',
    inputs: [],
    help: false,
  };
  let onlyInputs = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (onlyInputs || !arg.startsWith('-') || arg === '-') {
      opts.inputs.push(arg);
      continue;
    }
    if (arg === '--') onlyInputs = true;
    else if (arg === '--help' || arg === '-h') opts.help = true;
    else if (arg === '--compact') opts.compact = true;
    else {
      const eq = arg.indexOf('=');
      const flag = eq >= 0 ? arg.slice(0, eq) : arg;
      if (!VALUE_FLAGS.has(flag)) throw new UsageError(`unknown option ${flag}`);
      const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined || value === '') throw new UsageError(`${flag} needs a value`);
      if (flag === '--git') opts.git = value;
      else if (flag === '--language') opts.language = value;
      else if (flag === '--chart') opts.chart = value;
      else if (flag === '--out-dir') opts.outDir = value;
      else if (flag === '--format') opts.format = oneOf(flag, value, DIFF_FORMATS);
      else if (flag === '--scale')
        opts.scale = Number(oneOf(flag, value, ['1', '2', '4'])) as 1 | 2 | 4;
      else if (flag === '--background')
        opts.background = oneOf(flag, value, ['white', 'transparent']);
      else opts.pages = oneOf(flag, value, ['chart', 'file']);
    }
  }
  if (opts.help) return opts;
  if (opts.git === undefined && opts.inputs.length !== 2)
    throw new UsageError('diff needs two files (OLD NEW) or --git BASE..HEAD');
  if (opts.inputs.includes('-')) throw new UsageError('diff reads files, not stdin (-)');
  return opts;
}
