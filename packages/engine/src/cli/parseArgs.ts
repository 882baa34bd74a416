export type CliOptions = {
  language?: string;
  compact: boolean;
  format: 'mermaid' | 'json';
  chart?: string;
  outDir?: string;
  inputs: string[];
  help: boolean;
};

export const USAGE =
  'Usage: codeflow [--language L] [--compact] [--format mermaid|json] [--chart NAME] [--out-dir DIR] <file|dir|->...';

export class UsageError extends Error {}

const VALUE_FLAGS = new Set(['--language', '--format', '--chart', '--out-dir']);

/** Parses argv; `--flag value` and `--flag=value` both work, `--` ends the options. */
export function parseArgs(argv: readonly string[]): CliOptions {
  const opts: CliOptions = { compact: false, format: 'mermaid', inputs: [], help: false };
  let onlyInputs = false;
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
    const eq = arg.indexOf('=');
    const flag = eq >= 0 ? arg.slice(0, eq) : arg;
    if (!VALUE_FLAGS.has(flag)) throw new UsageError(`unknown option ${flag}`);
    const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined || value === '') throw new UsageError(`${flag} needs a value`);
    if (flag === '--language') opts.language = value;
    else if (flag === '--chart') opts.chart = value;
    else if (flag === '--out-dir') opts.outDir = value;
    else if (value === 'mermaid' || value === 'json') opts.format = value;
    else throw new UsageError(`--format must be mermaid or json, not ${value}`);
  }
  return opts;
}
