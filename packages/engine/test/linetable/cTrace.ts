/**
 * The C trace checker: runs C programs under gdb (gdbTracer.py, single-stepping), and checks each
 * call's executed lines against its function's chart with the graph-path checker (the correctness
 * rule of docs/architecture.md#correctness-rule, the same checker the Python tracer uses).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Chart, FlowGraph } from '../../src/graph/types';
import { chartForLines } from './chartForLines';
import { jumpSkippedLines } from './jumpSkippedLines';
import { compilerFor, dwarfLines } from './lineTables';
import {
  formatFailure,
  GraphPathChecker,
  type CallEnding,
} from '../../src/test-support/correctness';

/**
 * `pcs`: each stop's address (static), parallel to `lines`, when the program asked for them;
 * `executable`: the lines the called function's own code has (else the program's, `CTrace`)
 */
export type CCall = {
  name: string;
  lines: number[];
  ending: CallEnding;
  pcs?: number[];
  executable?: ReadonlySet<number>;
};
export type CTrace = {
  source: string;
  calls: CCall[];
  error?: string;
  /** the lines the compiled program's line table marks executable */
  executable: Set<number>;
  /** lines a step may pass unreported: jumps land inside their first row (`jumpSkippedLines`) */
  silent?: Set<number>;
};

const TRACER = fileURLToPath(new URL('./gdbTracer.py', import.meta.url));

/** Compiles each program with `gcc -g -O0` and traces them all in one gdb (stdin: `<file>.in`). */
export function traceCPrograms(files: string[]): Map<string, CTrace> {
  const dir = mkdtempSync(join(tmpdir(), 'codeflow-trace-c-'));
  const specs = files.map((file) => {
    const exe = join(dir, basename(file).replace(/\.\w+$/, ''));
    const [compiler, flags] = compilerFor(file);
    const build = spawnSync(compiler, [...flags, '-g', '-O0', file, '-o', exe], {
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`${compiler} failed for ${file}:\n${build.stderr}`);
    return { file, exe };
  });
  return traceUnderGdb(specs, dir);
}

/**
 * One compiled program to trace: `entry` is the function gdb starts stepping at (`main`, Go's
 * `main.main`), `skip` the library source directories `step` must not enter.
 */
export type GdbProgram = {
  file: string;
  exe: string;
  entry?: string;
  skip?: string[];
  /** the language reports a function's header line on entry only (Go): it starts a new call */
  headerStartsCall?: boolean;
  /** record every stop with its address, repetitions included (Rust reads their columns) */
  pcs?: boolean;
  /** several entries (a test binary's tests): each is stepped until it returns, then `continue` */
  entries?: string[];
  /** the program's arguments (`--test-threads=1`) */
  args?: string;
  /** the program's environment, beyond gdb's own */
  env?: Record<string, string>;
  /** the step budget (default 20,000): calls still open then are checked up to there */
  maxSteps?: number;
  /** match the source by its whole path (a test binary holds several files of one name) */
  fullPath?: boolean;
  /** the compiler jumps past statements' first rows and reloads variables on their declaration's
   * line (Go): find those lines and rows (`jumpSkippedLines`); `any`: also jumps to a row
   * without `is_stmt` (Rust) */
  jumpsIntoRows?: boolean | 'any';
  /** open calls are kept per goroutine (Go): a call parked on a channel goes on later */
  goroutines?: boolean;
};

/** Traces compiled programs in one gdb (gdbTracer.py; stdin: `<file>.in`), with their line tables. */
export function traceUnderGdb(programs: GdbProgram[], dir: string): Map<string, CTrace> {
  const artefacts = programs.map((p) =>
    p.jumpsIntoRows
      ? jumpSkippedLines(
          p.exe,
          resolve(p.file),
          readFileSync(p.file, 'utf8'),
          p.jumpsIntoRows === 'any' ? 'rust' : 'go',
        )
      : undefined,
  );
  const specs = programs.map((program, i) => {
    const { file, exe, entry, skip, headerStartsCall, pcs } = program;
    const input = `${file}.in`;
    return {
      exe,
      source: program.fullPath ? file : basename(file),
      stdin: existsSync(input) ? input : '/dev/null',
      entry: entry ?? 'main',
      skip: skip ?? [],
      headerStartsCall: headerStartsCall ?? false,
      pcs: pcs ?? false,
      entries: program.entries,
      args: program.args ?? '',
      env: program.env ?? {},
      maxSteps: program.maxSteps,
      quietPcs: [...(artefacts[i]?.reloads ?? [])],
      resumePcs: [...(artefacts[i]?.resumes ?? [])],
      idleExits: Object.fromEntries(artefacts[i]?.idleExits ?? []),
      goroutines: program.goroutines ?? false,
    };
  });
  const specFile = join(dir, 'spec.json');
  writeFileSync(specFile, JSON.stringify(specs));
  const run = spawnSync('gdb', ['-batch', '-nx', '-x', TRACER], {
    encoding: 'utf8',
    env: { ...process.env, CODEFLOW_TRACE_SPEC: specFile },
    maxBuffer: 64 * 1024 * 1024,
    timeout: 120_000 + 5_000 * specs.length,
  });
  const marker = run.stdout?.lastIndexOf('@@TRACE@@') ?? -1;
  if (run.error || marker < 0) {
    throw new Error(`gdb tracing failed: ${String(run.error ?? '')}\n${run.stderr ?? ''}`);
  }
  const traces = JSON.parse(run.stdout.slice(marker + '@@TRACE@@'.length)) as Omit<
    CTrace,
    'executable'
  >[];
  // one trace per spec, in order (several programs may share a file name)
  return new Map(
    traces.map((t, i) => {
      const built = programs[i];
      // the executable's line table: compiling once serves both the trace and the table
      const executable = built ? dwarfLines(built.exe, basename(built.file)) : new Set<number>();
      const silent = artefacts[i]?.silent;
      return [built?.file ?? t.source, { ...t, executable, ...(silent && { silent }) }];
    }),
  );
}

/**
 * Lines with no statement of their own that gdb still reports: the header up to the body's `{`
 * (Start), the closing `}` (End), and a block's lone closing `}` (C++ destructors run there).
 */
function terminalLines(chart: Chart, source: string[]): Set<number> {
  const lines = new Set<number>([chart.range.endLine]);
  for (let l = chart.range.startLine; l <= chart.range.endLine; l++) {
    lines.add(l);
    if ((source[l - 1] ?? '').includes('{')) break;
  }
  for (let l = chart.range.startLine; l <= chart.range.endLine; l++) {
    if (/^\s*}\s*(\/\/.*)?$/.test(source[l - 1] ?? '')) lines.add(l);
  }
  return lines;
}

const classLine = (graph: FlowGraph, line: number): boolean =>
  graph.charts.some((c) => c.kind === 'class' && c.range.startLine === line);

/** gdb names a lambda's body `operator()(...)` with no class, or `<lambda(...)>` */
const isLambda = (name: string): boolean =>
  name.startsWith('operator()') || name.includes('lambda');

/**
 * The chart a traced call runs in: the function chart holding most of its lines (C++ names in gdb
 * carry namespaces, template arguments and parameters, so lines are the reliable key). A lambda
 * runs inside its statement's node and is not checked as a call of its own.
 */
function chartOf(graph: FlowGraph, call: CCall): Chart | undefined {
  if (isLambda(call.name)) return undefined;
  return chartForLines(graph, call.lines);
}

/**
 * Every failure of the traced calls against the graph, one readable line each. `exempt`: lines
 * that may stay uncovered; `silent`: lines the language does not report every time they run
 * (GraphPathChecker's `silent`: Rust's `for` headers, `rustForLines`), with the trace's own
 * (`CTrace.silent`).
 */
export function checkCTrace(
  trace: CTrace,
  code: string,
  graph: FlowGraph,
  exempt?: ReadonlySet<number>,
  silent?: ReadonlySet<number>,
): string[] {
  const source = code.split('\n');
  const quiet = trace.silent ? new Set([...(silent ?? []), ...trace.silent]) : silent;
  const checker = new GraphPathChecker(graph, trace.executable, quiet);
  // a call that knows its function's own lines gets a checker on those (one per set)
  const checkers = new Map<ReadonlySet<number>, GraphPathChecker>();
  const checkerOf = (call: CCall): GraphPathChecker => {
    if (!call.executable) return checker;
    const own =
      checkers.get(call.executable) ?? new GraphPathChecker(graph, call.executable, quiet);
    checkers.set(call.executable, own);
    return own;
  };
  const failures = new Set<string>();
  for (const call of trace.calls) {
    const chart = chartOf(graph, call);
    if (!chart) {
      // lambdas, and members the compiler made (implicit constructors/destructors on the class line)
      if (isLambda(call.name) || call.lines.every((l) => classLine(graph, l))) continue;
      failures.add(`${call.name}: no chart`);
      continue;
    }
    const terminals = terminalLines(chart, source);
    for (const line of exempt ?? []) terminals.add(line);
    // the process may exit right after main's closing brace: reaching it is a normal return
    const ending =
      call.lines[call.lines.length - 1] === chart.range.endLine ? 'return' : call.ending;
    const run = { lines: call.lines, ending, exempt: terminals };
    for (const f of checkerOf(call).checkCall(chart.id, run)) {
      const at = (l: number | undefined) => (l ? ` [${l}: ${source[l - 1]?.trim() ?? ''}]` : '');
      failures.add(formatFailure(f) + at(f.line ?? f.from) + (f.to !== f.from ? at(f.to) : ''));
    }
  }
  return [...failures];
}
