/**
 * The Java trace checker: runs every program in one JVM under a JDI line tracer (jdi/), and checks
 * each call's executed lines against its method's chart with the graph-path checker.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Chart, FlowGraph } from '../../src/graph/types';
import { chartForLines, inChart } from './chartForLines';
import {
  formatFailure,
  GraphPathChecker,
  type CallEnding,
} from '../../src/test-support/correctness';

export type JavaCall = {
  source: string;
  type: string;
  method: string;
  lines: number[];
  ending: CallEnding;
};

const JDI = fileURLToPath(new URL('./jdi', import.meta.url));

/** Compiles the programs and the tracer, runs them all, returns source file name → its calls. */
export function traceJavaPrograms(files: string[]): Map<string, JavaCall[]> {
  const dir = mkdtempSync(join(tmpdir(), 'codeflow-trace-java-'));
  const build = spawnSync('javac', ['-g', '-d', dir, ...tracerSources(), ...files], {
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`javac failed:\n${build.stderr}`);
  return traceJvmClasses(
    dir,
    programsOf(files, (f) => basename(f, '.java')),
    files,
  );
}

/** The JDI tracer's own sources (jdi/), compiled next to the programs they trace. */
export function tracerSources(): string[] {
  return readdirSync(JDI)
    .filter((f) => f.endsWith('.java'))
    .map((f) => join(JDI, f));
}

/** `Class`, or `Class=<stdin file>` when a `<file>.in` lies next to the program. */
export function programsOf(files: string[], mainClass: (file: string) => string): string[] {
  return files.map((f) => {
    const input = `${f}.in`;
    return existsSync(input) ? `${mainClass(f)}=${input}` : mainClass(f);
  });
}

/**
 * Runs compiled JVM programs (`Class` or `Class=<stdin file>`; their classes and the tracer's in
 * `classpath`, `:`-separated) one after the other under the JDI tracer, tracing the lines of the
 * source files named `files`. Returns source file name → its calls. Shared by the Java and
 * Kotlin checkers.
 */
export function traceJvmClasses(
  classpath: string,
  programs: string[],
  files: string[],
  tracerOptions: string[] = [],
  timeoutMs = 300_000,
): Map<string, JavaCall[]> {
  const run = spawnSync(
    'java',
    [
      ...tracerOptions,
      '-cp',
      classpath,
      'JdiTracer',
      classpath,
      programs.join(','),
      ...new Set(files.map((f) => basename(f))),
    ],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, timeout: timeoutMs },
  );
  const marker = run.stdout?.lastIndexOf('@@TRACE@@') ?? -1;
  if (run.error || marker < 0) {
    throw new Error(`JDI tracing failed: ${String(run.error ?? '')}\n${run.stderr ?? ''}`);
  }
  const calls = JSON.parse(run.stdout.slice(marker + '@@TRACE@@'.length)) as JavaCall[];
  const bySource = new Map<string, JavaCall[]>();
  for (const call of calls) {
    const list = bySource.get(call.source);
    if (list) list.push(call);
    else bySource.set(call.source, [call]);
  }
  return bySource;
}

/**
 * The chart a traced method runs in: the method chart holding most of its lines. Compiler-made
 * methods (lambda bodies, enum `values`, record accessors) have none and are not checked: a
 * lambda is drawn inside its statement.
 */
function chartOf(graph: FlowGraph, call: JavaCall): Chart | undefined {
  if (call.method.startsWith('lambda$')) return undefined;
  // an anonymous class's implicit constructor has no chart of its own
  if (call.method === '<init>' && /\$\d+$/.test(call.type)) return undefined;
  return chartForLines(graph, call.lines);
}

/**
 * Lines with no statement of their own that javac still reports: the method header (Start), its
 * closing brace (End), and a block's lone closing brace (loop back jump, leaving finally,
 * monitorexit, closing resources: the chart draws these as edges).
 */
function exemptLines(
  chart: Chart,
  source: string[],
  closingBraces?: ReadonlySet<number>,
): Set<number> {
  const exempt = new Set<number>();
  for (let l = chart.range.startLine; l <= chart.range.endLine; l++) {
    exempt.add(l);
    if ((source[l - 1] ?? '').includes('{')) break;
  }
  for (let l = chart.range.startLine; l <= chart.range.endLine; l++) {
    const brace = closingBraces ? closingBraces.has(l) : /^\s*}\s*$/.test(source[l - 1] ?? '');
    if (brace) exempt.add(l);
  }
  return exempt;
}

/**
 * `return x;` inside try/finally: javac evaluates x on the return line, runs the finally, then
 * reports the return line again for the actual return. The chart draws return -> finally -> End
 * (as Python reports it), so that final repeat of the return line is dropped.
 */
function withoutReturnAfterFinally(lines: number[], source: string[]): number[] {
  const last = lines[lines.length - 1];
  if (last === undefined || !/^\s*return\b/.test(source[last - 1] ?? '')) return lines;
  const before = lines.lastIndexOf(last, lines.length - 2);
  if (before < 0) return lines;
  // only when what ran in between is a finally block below the return
  const between = lines.slice(before + 1, -1);
  const viaFinally = between.some((l) =>
    source.slice(last, l).some((text) => /\bfinally\b/.test(text)),
  );
  return viaFinally ? lines.slice(0, -1) : lines;
}

/**
 * Every failure of the traced calls against the graph, one readable line each. `silent`: lines
 * a walk may pass without their being reported (GraphPathChecker). `closingBraces`: the lines
 * that hold a block's closing brace and no statement, when the caller knows them from the
 * syntax tree (C#: `}//end-while`, `} else {`); by default a line holding only `}`.
 */
export function checkJavaCalls(
  calls: JavaCall[],
  code: string,
  graph: FlowGraph,
  executable: Set<number>,
  silent?: ReadonlySet<number>,
  closingBraces?: ReadonlySet<number>,
): string[] {
  const source = code.split('\n');
  const checker = new GraphPathChecker(graph, executable, silent);
  const failures = new Set<string>();
  for (const call of calls) {
    const chart = chartOf(graph, call);
    if (!chart) continue;
    // a constructor also runs field initializers and initializer blocks: those lines belong to
    // other charts, so only the lines inside this chart are checked here
    const lines = withoutReturnAfterFinally(
      call.lines.filter((l) => inChart(chart, l)),
      source,
    );
    for (const f of checker.checkCall(chart.id, {
      lines,
      ending: call.ending,
      exempt: exemptLines(chart, source, closingBraces),
    })) {
      const at = (l: number | undefined) => (l ? ` [${l}: ${source[l - 1]?.trim() ?? ''}]` : '');
      failures.add(formatFailure(f) + at(f.line ?? f.from) + (f.to !== f.from ? at(f.to) : ''));
    }
  }
  return [...failures];
}
