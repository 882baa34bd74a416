/**
 * The C# trace checker: Mono's compiler (`mcs -debug`) builds each program, and a soft-debugger
 * tracer (sdb/SdbTracer.cs, over Mono.Debugger.Soft) single-steps it by line; each call's lines
 * are checked against its chart by the one graph-path checker, as the Java checker does.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FlowGraph } from '../../src/graph/types';
import { chartForLines } from './chartForLines';
import { csharpLines } from './csharpLines';
import { checkJavaCalls, type JavaCall } from './javaTrace';

/** Mono's soft-debugger client library (Debian's `mono-complete`). */
export const SOFT_DEBUGGER = '/usr/lib/mono/4.5/Mono.Debugger.Soft.dll';

const TRACER = fileURLToPath(new URL('./sdb/SdbTracer.cs', import.meta.url));
const XUNIT_LITE = fileURLToPath(new URL('./sdb/XunitLite.cs', import.meta.url));

/** A traced call; `instance`: the object a state machine's `MoveNext` ran on, when it has one. */
export type CsharpCall = JavaCall & { instance?: number };

export type CsharpTrace = { calls: CsharpCall[]; executable: Set<number> };

let tracerExe: string | undefined;

function run(tool: string, args: string[], timeout = 120_000) {
  return spawnSync(tool, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout });
}

function tracer(): string {
  if (tracerExe) return tracerExe;
  const dir = mkdtempSync(join(tmpdir(), 'codeflow-sdb-'));
  const exe = join(dir, 'SdbTracer.exe');
  const build = run('mcs', [
    `-r:${SOFT_DEBUGGER}`,
    '-r:System.Core',
    '-nowarn:0219',
    TRACER,
    `-out:${exe}`,
  ]);
  if (build.status !== 0)
    throw new Error(`mcs failed on the tracer:\n${build.stdout}${build.stderr}`);
  tracerExe = exe;
  return exe;
}

/** Compiles one program with `mcs -debug`; the compiler's message when it cannot. */
export function compileCsharp(file: string, dir: string): { exe?: string; error?: string } {
  const exe = join(dir, `${basename(file, '.cs')}.exe`);
  const build = run('mcs', ['-debug', '-r:System.Core', '-r:System.Numerics', file, `-out:${exe}`]);
  return build.status === 0 ? { exe } : { error: `${build.stdout}${build.stderr}`.trim() };
}

/** Runs a compiled program under the tracer: per source file, its calls and executable lines. */
function traceRun(
  exe: string,
  input: string | undefined,
  options: { timeout?: number; steps?: number } = {},
): Map<string, CsharpTrace> {
  const args = [...(input ? [input] : []), ...(options.steps ? [String(options.steps)] : [])];
  const result = run('mono', ['--debug', tracer(), exe, ...args], options.timeout);
  const out = result.stdout ?? '';
  const lines = out.lastIndexOf('@@LINES@@');
  const trace = out.lastIndexOf('@@TRACE@@');
  if (result.error || lines < 0 || trace < 0) {
    throw new Error(
      `soft-debugger tracing failed: ${String(result.error ?? '')}\n${result.stderr}`,
    );
  }
  const executable = JSON.parse(out.slice(lines + 9, out.indexOf('\n', lines))) as Record<
    string,
    number[]
  >;
  const calls = mergeResumptions(JSON.parse(out.slice(trace + 9).trim()) as CsharpCall[]);
  const bySource = new Map<string, CsharpTrace>();
  const of = (source: string): CsharpTrace => {
    let t = bySource.get(source);
    if (!t) bySource.set(source, (t = { calls: [], executable: new Set() }));
    return t;
  };
  for (const [source, ls] of Object.entries(executable)) of(source).executable = new Set(ls);
  for (const call of calls) of(call.source).calls.push(call);
  return bySource;
}

/** Runs a compiled program under the tracer: its calls and the lines the debugger can stop on. */
export function traceCsharpProgram(file: string, exe: string): CsharpTrace {
  const input = `${file}.in`;
  const traces = [...traceRun(exe, existsSync(input) ? input : undefined).values()];
  return {
    calls: traces.flatMap((t) => t.calls),
    executable: new Set(traces.flatMap((t) => [...t.executable])),
  };
}

/**
 * A project's xUnit tests as one program (sdb/XunitLite.cs stands in for xUnit, compiled without
 * debug information so only the project's code is stepped): its sources and tests compiled
 * together with `mcs -debug`, `resources` embedded (`file,name`).
 */
export function compileCsharpProject(
  files: string[],
  dir: string,
  resources: string[] = [],
): { exe?: string; error?: string } {
  const xunit = join(dir, 'XunitLite.dll');
  const lib = run('mcs', ['-target:library', '-r:System.Core', XUNIT_LITE, `-out:${xunit}`]);
  if (lib.status !== 0) return { error: `${lib.stdout}${lib.stderr}`.trim() };
  const main = join(dir, 'RunTests.cs');
  writeFileSync(
    main,
    'class RunTests { static int Main() { return Xunit.XunitLite.Run(typeof(RunTests).Assembly, System.Console.In.ReadToEnd()); } }\n',
  );
  const exe = join(dir, 'RunTests.exe');
  const build = run('mcs', [
    '-debug',
    '-langversion:7.2',
    '-nowarn:0168,0219,0414,0649,0169,0162',
    '-r:System.Core',
    '-r:System.Numerics',
    `-r:${xunit}`,
    ...resources.map((r) => `-resource:${r}`),
    `-out:${exe}`,
    main,
    ...files.map((f) => resolve(f)),
  ]);
  return build.status === 0 ? { exe } : { error: `${build.stdout}${build.stderr}`.trim() };
}

/** The classes a C# file declares, by full name (`Namespace.Class`): test classes to run. */
export function csharpClasses(code: string): string[] {
  const ns = /^\s*namespace\s+([\w.]+)/m.exec(code)?.[1];
  return [
    ...code.matchAll(/^\s*(?:public\s+|internal\s+|static\s+|sealed\s+)*class\s+(\w+)/gm),
  ].map((m) => (ns ? `${ns}.${m[1]}` : (m[1] ?? '')));
}

/**
 * Runs the project's tests in the classes named (all when none) under the tracer: source file
 * (absolute path) → its calls and executable lines. After `steps` steps the run stops and the
 * calls that ended are kept.
 */
export function traceCsharpTests(
  exe: string,
  classes: string[],
  options: { timeout?: number; steps?: number } = {},
): Map<string, CsharpTrace> {
  const input = join(mkdtempSync(join(tmpdir(), 'codeflow-cs-tests-')), 'classes.txt');
  writeFileSync(input, classes.join('\n'));
  return traceRun(exe, input, { timeout: 600_000, ...options });
}

/**
 * An iterator or async method runs as a compiler-made state machine whose `MoveNext` is called
 * once per resumption: its calls are one call of the method, resumed (as the Python checker
 * treats a generator), ending suspended unless the last one ran to the end. The machine is told
 * by its object (the tracer gives the `this` of the `MoveNext` frame): a recursive iterator runs
 * one machine per call. A machine that is a value (an async struct) has no identity: its class
 * stands in.
 */
export function mergeResumptions(calls: CsharpCall[]): CsharpCall[] {
  const out: CsharpCall[] = [];
  const machines = new Map<string, CsharpCall>();
  for (const call of calls) {
    if (call.method !== 'MoveNext' || !call.type.includes('<')) {
      out.push(call);
      continue;
    }
    const key = call.instance === undefined ? call.type : `${call.type}#${call.instance}`;
    const merged = machines.get(key);
    if (!merged) {
      const first = { ...call, lines: [...call.lines] };
      machines.set(key, first);
      out.push(first);
    } else {
      merged.lines.push(...call.lines);
      merged.ending = call.ending;
    }
  }
  return out;
}

/**
 * Checks one program's calls. A compiler-made method (`<Main>m__0` for a lambda, a local
 * function) is checked only when it runs a chart of its own from that chart's start (a block
 * lambda, a local function: a chart nested in a function's or method's); an expression lambda is
 * drawn inside its statement, even when that statement is a method's first (its lines are then
 * in the method's chart, near its start). What each line is (a block's brace, a jump that leaves
 * `foreach` loops) comes from the syntax tree (csharpLines.ts).
 */
export async function checkCsharpCalls(
  trace: CsharpTrace,
  code: string,
  graph: FlowGraph,
): Promise<string[]> {
  const shape = await csharpLines(code);
  const own = trace.calls.filter((c) => {
    if (!c.method.includes('<') && !c.type.includes('<')) return true;
    if (c.method === 'MoveNext') return true;
    const chart = chartForLines(graph, c.lines);
    const first = c.lines[0];
    const parent = graph.charts.find((p) => p.id === chart?.parent);
    const nested = parent?.kind === 'function' || parent?.kind === 'method';
    return !!chart && nested && first !== undefined && first - chart.range.startLine <= 2;
  });
  const source = code.split('\n');
  // mcs gives a block's opening brace a line of its own (a nop where the block starts): no
  // statement stands there, the chart draws it as the edge into the block; and it gives a catch
  // clause (its filter too) a line that no step reports when the handler is entered
  const free = (l: number): boolean =>
    shape.openingBraces.has(l) || /^\s*(\}\s*)?catch\b/.test(source[l - 1] ?? '');
  const lines = own.map((c) => ({
    ...c,
    ending: suspended(c, shape.yields) ? ('suspended' as const) : c.ending,
    lines: withoutDisposals(
      withEndedLoops(c, shape.yieldLoops).filter((l) => !free(l)),
      shape.disposals,
    ),
  }));
  const executable = new Set([...trace.executable].filter((l) => !free(l)));
  return checkJavaCalls(lines, code, graph, executable, undefined, shape.closingBraces);
}

/**
 * An iterator whose last resumption returned at a `yield return` was left suspended (its
 * consumer stopped early: `First()`, a `break` out of the `foreach`), not run to its end.
 */
function suspended(call: CsharpCall, yields: Set<number>): boolean {
  const last = call.lines[call.lines.length - 1];
  return call.method === 'MoveNext' && call.ending === 'return' && yields.has(last ?? 0);
}

/**
 * Mono's soft debugger does not report the `foreach` line whose enumerator ends the loop when an
 * iterator's resumption starts there: resumed after a `yield return` whose innermost loop is a
 * `foreach`, the resumption's first stop is already past that loop (the line after it, or an
 * enclosing block's closing brace), where a resumption that goes round again stops on the
 * `foreach` line. A `yield return` suspends, so in a `MoveNext` call (its resumptions merged, or
 * several run by the framework with no step between) the line after one is a resumption's
 * first. Exactly when that line lies outside the lines of the `yield return`'s innermost
 * `foreach`, the loop's test ran and ended the loop: its `foreach` line is put back before it.
 * Only that innermost loop's: an enclosing `foreach` that ends too is reported as usual.
 */
export function withEndedLoops(
  call: CsharpCall,
  yieldLoops: Map<number, { line: number; end: number }>,
): number[] {
  if (call.method !== 'MoveNext') return call.lines;
  const out: number[] = [];
  call.lines.forEach((line, i) => {
    const loop = i > 0 ? yieldLoops.get(call.lines[i - 1]!) : undefined;
    if (loop && (line < loop.line || line > loop.end)) out.push(loop.line);
    out.push(line);
  });
  return out;
}

/**
 * Leaving `foreach` loops by a jump, mcs disposes of each one's enumerator in a finally it adds,
 * on the loop's `foreach` line: those lines right after the jump, in that order, are the
 * disposals, which the chart draws as the jump's edge out of the loops.
 */
export function withoutDisposals(lines: number[], disposals: Map<number, number[]>): number[] {
  const out: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    out.push(line);
    for (const loop of disposals.get(line) ?? []) {
      if (lines[i + 1] !== loop) break;
      i++;
    }
  }
  return out;
}
