/**
 * The `codeflow` command: source files in, Mermaid (or the FlowGraph JSON, DOT, SVG, PNG, PDF) out.
 * Exit codes: 0 all inputs drawn, 1 some input failed (named on stderr), 2 bad usage.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
// the Node host and only what this command runs (not the whole public API through '../node'):
// the bundle's start-up chunk stays that of drawing one file
import '../nodeHost';
import { generateFlowchart } from '../generate';
import { LANGUAGES, isLanguageTag } from '../parse/languages';
import { exportFormat } from '../export/index';
import { overlayCoverage } from '../coverage/overlayCoverage';
import { parseCoverage } from '../coverage/parseCoverage';
import type { CoverageReport } from '../coverage/types';
import { CLI_EXPORTER } from './cliExporter';
import { languageOf, replaceExt, writeOutput } from './files';
import { formatMetrics, metricsRows, type MetricsRow } from './metrics';
import { parseArgs, UsageError, USAGE, type CliOptions } from './parseArgs';

export type Io = {
  stdout: (text: string | Uint8Array) => void;
  stderr: (text: string) => void;
  stdin: () => Promise<string>;
};

const defaultIo: Io = {
  stdout: (t) => process.stdout.write(t),
  stderr: (t) => process.stderr.write(t),
  stdin: async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
};

/** One thing to draw: where it comes from and where its output goes (relative to --out-dir). */
type Job = { source: string; language?: string; relOut: string };

export async function main(argv: readonly string[], io: Io = defaultIo): Promise<number> {
  if (argv[0] === 'diff') {
    // loaded only for this command: the drawing of a file keeps its start-up
    const { diffMain } = await import('./diff/diffMain');
    return diffMain(argv.slice(1), io);
  }
  let opts: CliOptions;
  try {
    opts = parseArgs(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    io.stderr(`codeflow: ${err.message}\n${USAGE}\n`);
    return 2;
  }
  if (opts.help) {
    io.stdout(`${USAGE}\n\n${HELP}\n`);
    return 0;
  }
  const usage = (message: string): number => {
    io.stderr(`codeflow: ${message}\n${USAGE}\n`);
    return 2;
  };
  if (opts.inputs.length === 0) return usage('no input given');
  if (opts.language !== undefined && !isLanguageTag(opts.language)) {
    return usage(`unknown language ${opts.language}`);
  }
  if (opts.inputs.filter((i) => i === '-').length > 1) return usage('stdin (-) given twice');
  if (opts.coverage !== undefined && opts.format === 'mermaid') {
    return usage('--coverage needs --format json, dot, svg, png or pdf');
  }
  let coverage: CoverageReport | undefined;
  if (opts.coverage !== undefined) {
    try {
      coverage = parseCoverage(readFileSync(opts.coverage, 'utf8'));
    } catch (err) {
      io.stderr(
        `codeflow: ${opts.coverage}: ${err instanceof Error ? err.message : String(err)}\n`,
      );
      return 1;
    }
  }

  let jobs: Job[];
  try {
    jobs = await collectJobs(opts);
  } catch (err) {
    io.stderr(`codeflow: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
  if (opts.metrics) return printMetrics(jobs, opts, io);
  const many = jobs.length > 1 || (await hasDirectory(opts.inputs));
  if (many && !opts.outDir) return usage('several inputs need --out-dir');

  let failed = false;
  // directories already created under --out-dir (a mkdir per file was most of the per-file cost)
  const made = new Set<string>();
  for (const job of jobs) {
    const name = job.source === '-' ? '<stdin>' : job.source;
    const language = opts.language ?? job.language;
    if (!language) {
      io.stderr(`codeflow: ${name}: unknown language (use --language)\n`);
      failed = true;
      continue;
    }
    let code: string;
    try {
      // synchronous reads: one small file at a time, and the promise API costs ~0.1 ms per call
      code = job.source === '-' ? await io.stdin() : readFileSync(job.source, 'utf8');
    } catch (err) {
      io.stderr(`codeflow: ${name}: ${err instanceof Error ? err.message : String(err)}\n`);
      failed = true;
      continue;
    }
    const request = {
      code,
      language,
      compact: opts.compact,
      ...(opts.chart ? { chart: opts.chart } : {}),
    };
    const result = await generateFlowchart(request);
    for (const d of result.diagnostics) io.stderr(`codeflow: ${name}:${d.line}: ${d.message}\n`);
    if (result.error) {
      io.stderr(`codeflow: ${name}: ${result.error}\n`);
      failed = true;
      if (opts.format !== 'json') continue;
    }
    let output: string | Uint8Array;
    try {
      if (coverage && result.graph) {
        const overlay = overlayCoverage(result.graph, coverage, {
          fileName: job.source === '-' ? null : job.source,
          code,
        });
        result.graph = overlay.graph;
      }
      output = await CLI_EXPORTER.encode(
        opts.format,
        { ...result, source: { code, language } },
        opts,
      );
    } catch (err) {
      io.stderr(`codeflow: ${name}: ${err instanceof Error ? err.message : String(err)}\n`);
      failed = true;
      continue;
    }
    if (!opts.outDir) {
      io.stdout(output);
      continue;
    }
    const target = path.join(
      opts.outDir,
      replaceExt(job.relOut, `.${exportFormat(opts.format).extension}`),
    );
    const dir = path.dirname(target);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    writeOutput(target, output);
  }
  return failed ? 1 : 0;
}

/** `--metrics`: every function of every input in one table, by complexity. */
async function printMetrics(jobs: readonly Job[], opts: CliOptions, io: Io): Promise<number> {
  const rows: MetricsRow[] = [];
  let failed = false;
  for (const job of jobs) {
    const name = job.source === '-' ? '<stdin>' : job.source;
    const language = opts.language ?? job.language;
    if (!language) {
      // a directory's files without a known extension are not jobs; a named file is an error
      io.stderr(`codeflow: ${name}: unknown language (use --language)\n`);
      failed = true;
      continue;
    }
    try {
      const code = job.source === '-' ? await io.stdin() : readFileSync(job.source, 'utf8');
      const result = await generateFlowchart({ code, language });
      if (!result.graph) throw new Error(result.error ?? 'no chart');
      rows.push(...metricsRows(job.source === '-' ? '<stdin>' : job.relOut, result.graph));
    } catch (err) {
      io.stderr(`codeflow: ${name}: ${err instanceof Error ? err.message : String(err)}\n`);
      failed = true;
    }
  }
  io.stdout(formatMetrics(rows));
  return failed ? 1 : 0;
}

async function hasDirectory(inputs: readonly string[]): Promise<boolean> {
  for (const i of inputs) {
    if (i === '-') continue;
    const s = await stat(i).catch(() => null);
    if (s?.isDirectory()) return true;
  }
  return false;
}

async function collectJobs(opts: CliOptions): Promise<Job[]> {
  const jobs: Job[] = [];
  for (const input of opts.inputs) {
    if (input === '-') {
      jobs.push({ source: '-', relOut: 'stdin' });
      continue;
    }
    const s = await stat(input).catch(() => null);
    if (!s) throw new Error(`${input}: no such file or directory`);
    if (s.isDirectory()) {
      for (const file of await walk(input)) {
        const language = languageOf(file);
        if (language) jobs.push({ source: file, language, relOut: path.relative(input, file) });
      }
      continue;
    }
    const rel = path.relative(process.cwd(), input);
    const relOut = rel.startsWith('..') || path.isAbsolute(rel) ? path.basename(input) : rel;
    const language = languageOf(input);
    jobs.push(language ? { source: input, language, relOut } : { source: input, relOut });
  }
  return jobs;
}

async function walk(dir: string): Promise<string[]> {
  const out: string[] = [];
  const entries = await readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const e of entries) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
    const full = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...(await walk(full)));
    else if (e.isFile()) out.push(full);
  }
  return out;
}

/** `a, b or c`: every language tag of the record. */
const LANGUAGE_LIST = `${LANGUAGES.slice(0, -1).join(', ')} or ${LANGUAGES[LANGUAGES.length - 1] ?? ''}`;

const HELP = `Draws a flowchart of each source file (Mermaid flowchart text, one subgraph per function).

Options:
  --language L     ${LANGUAGE_LIST}
                   (default: from the file extension; required for stdin)
  --compact        merge straight runs of simple statements into one node
  --format F       mermaid (default), json ({ flowchart, graph, error, diagnostics }, each
                   chart with its cyclomatic complexity), dot (Graphviz source), svg, png
                   or pdf (drawn with Graphviz), pseudocode (structured text; Markdown
                   under --out-dir)
  --view V         svg, png, pdf: flowchart (default) or structogram (Nassi-Shneiderman)
  --chart NAME     draw only this chart (a function name such as f or A.f)
  --scale N        png: 1 (default), 2 or 4 pixels per point
  --background B   png, svg: white (default) or transparent
  --pages P        pdf: chart (one page per chart, default) or file (all on one page)
  --pdf-paper P    pdf: chart (each page the chart's size, default), a4 or letter
  --pdf-layout L   pdf on a4/letter (a4 if --pdf-paper is left out): tiles (a page map, then
                   tiles with overlap marks, default) or fit (one page per chart, text never
                   under 6 pt: past that it tiles, and the page map says why)
  --coverage FILE  overlay a coverage file (LCOV, coverage.py JSON, JaCoCo XML or a Go
                   cover profile): json gets \`hits\` on nodes and edges and each chart's
                   coverage; dot, svg, png and pdf mark never-run nodes and never-taken
                   branches and show hit counts and coverage in the chart titles
  --out-dir DIR    write one file per input under DIR (.mmd, .json, .dot, .svg, .png,
                   .pdf or .md, same relative path); required for several inputs or a directory
  --metrics        print a table of every function of the inputs (a directory: all its
                   source files) with its lines, nodes and cyclomatic complexity,
                   most complex first
  -h, --help       show this help

One input prints to stdout. Exit status: 0 ok, 1 an input failed, 2 bad usage.

Comparing two versions: codeflow diff OLD NEW, codeflow diff --git BASE..HEAD
(see codeflow diff --help).`;
