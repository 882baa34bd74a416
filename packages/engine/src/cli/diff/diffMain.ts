/**
 * `codeflow diff`: two files, or every changed source file between two commits, compared chart
 * by chart (src/diff). Prints per function its status and node/edge counts (text), the JSON
 * summary, a Markdown report with drawings, or the combined drawing (dot, svg, png, pdf).
 * Exit codes: 0 compared (whether or not anything changed), 1 an input failed (missing file, not
 * a git repository, bad revision, a version that cannot be drawn), 2 bad usage.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import '../../nodeHost';
import { diffSources } from '../../diff/diffSources';
import { isLanguageTag, LANGUAGES } from '../../parse/languages';
import { selectChartDiffs } from '../../diff/unionGraph';
import { exportFormat, isExportFormatId } from '../../export/index';
import { languageOf, writeOutput } from '../files';
import type { Io } from '../main';
import { UsageError } from '../parseArgs';
import {
  changedFiles,
  GitError,
  resolveRange,
  showFile,
  type FileChange,
  type Range,
} from './gitChanges';
import { jsonReport, textReport, type FileDiff } from './fileDiff';
import { DIFF_USAGE, parseDiffArgs, type DiffOptions } from './parseDiffArgs';

const DRAWN = new Set(['dot', 'svg', 'png', 'pdf']);

export async function diffMain(argv: readonly string[], io: Io): Promise<number> {
  const usage = (message: string): number => {
    io.stderr(`codeflow diff: ${message}\n${DIFF_USAGE}\n`);
    return 2;
  };
  let opts: DiffOptions;
  try {
    opts = parseDiffArgs(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    return usage(err.message);
  }
  if (opts.help) {
    io.stdout(`${DIFF_USAGE}\n\n${HELP}\n`);
    return 0;
  }
  if (opts.language !== undefined && !isLanguageTag(opts.language))
    return usage(`unknown language ${opts.language}`);
  if (opts.git !== undefined && DRAWN.has(opts.format) && !opts.outDir)
    return usage(`--format ${opts.format} with --git needs --out-dir (one drawing per file)`);

  const fail = (message: string): void => io.stderr(`codeflow diff: ${message}\n`);
  let files: FileDiff[];
  try {
    files = opts.git !== undefined ? await gitFiles(opts.git, opts) : await twoFiles(opts);
  } catch (err) {
    if (!(err instanceof InputError || err instanceof GitError)) throw err;
    fail(err.message);
    return 1;
  }
  let failed = false;
  for (const f of files) {
    for (const side of ['old', 'new'] as const)
      for (const d of f.diff.diagnostics[side]) fail(`${f.path} (${side}):${d.line}: ${d.message}`);
    if (f.diff.error) {
      fail(`${f.path}: ${f.diff.error}`);
      failed = true;
    }
  }
  if (opts.chart !== undefined && DRAWN.has(opts.format)) {
    const missing = files.find((f) => selectChartDiffs(f.diff, opts.chart).length === 0);
    if (missing) {
      fail(`${missing.path}: no chart named '${opts.chart}'`);
      return 1;
    }
  }
  const title =
    opts.git !== undefined ? opts.git : `${opts.inputs[0] ?? ''} → ${opts.inputs[1] ?? ''}`;
  await write(files, title, opts, io);
  return failed ? 1 : 0;
}

async function write(files: FileDiff[], title: string, opts: DiffOptions, io: Io): Promise<void> {
  if (opts.format === 'text') return io.stdout(textReport(files));
  if (opts.format === 'json') return emit(jsonReport(files), 'diff.json', opts, io);
  if (opts.format === 'markdown') {
    const { markdownReport, REPORT_FILE } = await import('./markdownReport');
    if (opts.outDir) mkdirSync(opts.outDir, { recursive: true });
    const report = await markdownReport(files, title, opts.outDir);
    return emit(report, REPORT_FILE, opts, io);
  }
  const { renderDiffImage } = await import('../export/renderImage');
  const format = opts.format;
  const ext = isExportFormatId(format) ? exportFormat(format).extension : format;
  for (const f of files) {
    const output = await renderDiffImage(f.diff, { ...opts, format });
    if (!opts.outDir) io.stdout(output);
    else {
      // the whole name kept (a.py and a.js may sit side by side); two files: by the new one's name
      const rel = opts.git !== undefined ? f.path : path.basename(f.path);
      const target = path.join(opts.outDir, `${rel}.diff.${ext}`);
      mkdirSync(path.dirname(target), { recursive: true });
      writeOutput(target, output);
    }
  }
}

/** Prints `text`, or with --out-dir writes it as `name` there and prints the file's path. */
function emit(text: string, name: string, opts: DiffOptions, io: Io): void {
  if (!opts.outDir) return io.stdout(text);
  mkdirSync(opts.outDir, { recursive: true });
  const target = path.join(opts.outDir, name);
  writeOutput(target, text);
  io.stdout(`${target}\n`);
}

class InputError extends Error {}

async function twoFiles(opts: DiffOptions): Promise<FileDiff[]> {
  const [oldFile = '', newFile = ''] = opts.inputs;
  const read = (file: string): string => {
    try {
      return readFileSync(file, 'utf8');
    } catch (err) {
      const code = (err as { code?: string }).code;
      throw new InputError(
        code === 'ENOENT' ? `${file}: no such file` : `${file}: ${(err as Error).message}`,
      );
    }
  };
  const before = read(oldFile);
  const after = read(newFile);
  const language = opts.language ?? languageOf(newFile) ?? languageOf(oldFile);
  if (!language) throw new InputError(`${newFile}: unknown language (use --language)`);
  const diff = await diffSources(before, after, language, { compact: opts.compact });
  return [{ path: newFile, diff }];
}

async function gitFiles(range: string, opts: DiffOptions): Promise<FileDiff[]> {
  const cwd = process.cwd();
  const resolved = resolveRange(range, cwd);
  const out: FileDiff[] = [];
  for (const change of changedFiles(resolved, opts.inputs, cwd)) {
    const language = opts.language ?? languageOfChange(change);
    if (!language) continue;
    const before = change.oldPath ? readAt(resolved, resolved.base, change.oldPath) : '';
    const after = change.newPath ? readAt(resolved, resolved.head, change.newPath) : '';
    const diff = await diffSources(before, after, language, { compact: opts.compact });
    const file: FileDiff = { path: change.newPath ?? change.oldPath ?? '', diff };
    if (change.status === 'renamed' && change.oldPath) file.oldPath = change.oldPath;
    out.push(file);
  }
  return out;
}

function readAt(range: Range, rev: string, file: string): string {
  try {
    return showFile(range, rev, file);
  } catch {
    throw new GitError(`cannot read ${file} at ${rev.slice(0, 12)}`);
  }
}

function languageOfChange(change: FileChange): string | undefined {
  return (
    (change.newPath && languageOf(change.newPath)) ||
    (change.oldPath && languageOf(change.oldPath)) ||
    undefined
  );
}

const LANGUAGE_LIST = `${LANGUAGES.slice(0, -1).join(', ')} or ${LANGUAGES[LANGUAGES.length - 1] ?? ''}`;

const HELP = `Compares the flowcharts of two versions of source code, function by function: each is
added, removed, changed or unchanged, with its nodes added/removed/changed and edges
added/removed. Functions are matched by name, then by content (renames).

  OLD NEW           two files (the language from NEW's extension, or --language)
  --git RANGE       every changed source file of a known language between two commits of the
                    git repository here: BASE..HEAD, BASE...HEAD (from the merge base) or BASE
                    (to HEAD); added, deleted and renamed files included; PATHs limit it

Options:
  --language L     ${LANGUAGE_LIST}
  --compact        merge straight runs of simple statements first
  --format F       text (default): per function its status and counts
                   json: {files:[{path, language, charts:[{name, status, nodes, edges}]}]}
                   markdown: a report; with --out-dir DIR it is DIR/report.md, with the
                   charts before and after and the combined diff of each changed function
                   as SVG files under DIR/charts/
                   dot, svg, png, pdf: the combined diff (added green, removed red,
                   changed amber, a legend); with --git one file per source under --out-dir
  --chart NAME     drawn formats: only this function
  --scale N        png: 1 (default), 2 or 4
  --background B   png, svg: white (default) or transparent
  --pages P        pdf: chart (one page per function, default) or file
  --out-dir DIR    write the output under DIR
  -h, --help       show this help

Exit status: 0 compared, 1 an input failed, 2 bad usage.`;
