/**
 * The C# trace checker: Mono's compiler (`mcs -debug`) builds each program, and a soft-debugger
 * tracer (sdb/SdbTracer.cs, over Mono.Debugger.Soft) single-steps it by line; each call's lines
 * are checked against its chart by the one graph-path checker, as the Java checker does.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FlowGraph } from '../../src/graph/types';
import { chartForLines } from './chartForLines';
import { checkJavaCalls, type JavaCall } from './javaTrace';

/** Mono's soft-debugger client library (Debian's `mono-complete`). */
export const SOFT_DEBUGGER = '/usr/lib/mono/4.5/Mono.Debugger.Soft.dll';

const TRACER = fileURLToPath(new URL('./sdb/SdbTracer.cs', import.meta.url));

export type CsharpTrace = { calls: JavaCall[]; executable: Set<number> };

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

/** Runs a compiled program under the tracer: its calls and the lines the debugger can stop on. */
export function traceCsharpProgram(file: string, exe: string): CsharpTrace {
  const input = `${file}.in`;
  const result = run('mono', ['--debug', tracer(), exe, ...(existsSync(input) ? [input] : [])]);
  const out = result.stdout ?? '';
  const lines = out.lastIndexOf('@@LINES@@');
  const trace = out.lastIndexOf('@@TRACE@@');
  if (result.error || lines < 0 || trace < 0) {
    throw new Error(
      `soft-debugger tracing failed: ${String(result.error ?? '')}\n${result.stderr}`,
    );
  }
  const executable = JSON.parse(out.slice(lines + 9, out.indexOf('\n', lines))) as number[];
  const calls = JSON.parse(out.slice(trace + 9).trim()) as JavaCall[];
  return { calls: mergeResumptions(calls), executable: new Set(executable) };
}

/**
 * An iterator or async method runs as a compiler-made state machine whose `MoveNext` is called
 * once per resumption: its calls are one call of the method, resumed (as the Python checker
 * treats a generator), ending suspended unless the last one ran to the end.
 */
function mergeResumptions(calls: JavaCall[]): JavaCall[] {
  const out: JavaCall[] = [];
  const machines = new Map<string, JavaCall>();
  for (const call of calls) {
    if (call.method !== 'MoveNext' || !call.type.includes('<')) {
      out.push(call);
      continue;
    }
    const merged = machines.get(call.type);
    if (!merged) {
      const first = { ...call, lines: [...call.lines] };
      machines.set(call.type, first);
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
 * lambda, a local function); an expression lambda is drawn inside its statement.
 */
export function checkCsharpCalls(trace: CsharpTrace, code: string, graph: FlowGraph): string[] {
  const own = trace.calls.filter((c) => {
    if (!c.method.includes('<') && !c.type.includes('<')) return true;
    if (c.method === 'MoveNext') return true;
    const chart = chartForLines(graph, c.lines);
    const first = c.lines[0];
    return !!chart && first !== undefined && first - chart.range.startLine <= 2;
  });
  const source = code.split('\n');
  const text = (l: number): string => source[l - 1] ?? '';
  // mcs gives a block's lone opening brace a line of its own (a nop where the block starts): no
  // statement stands there, the chart draws it as the edge into the block; and it gives a catch
  // clause (its filter too) a line that no step reports when the handler is entered
  const free = (l: number): boolean =>
    /^\s*\{\s*(\/\/.*)?$/.test(text(l)) || /^\s*(\}\s*)?catch\b/.test(text(l));
  const lines = own.map((c) => ({
    ...c,
    lines: leftForeach(
      c.lines.filter((l) => !free(l)),
      text,
    ),
  }));
  const executable = new Set([...trace.executable].filter((l) => !free(l)));
  return checkJavaCalls(lines, code, graph, executable);
}

/**
 * Leaving a `foreach` by a jump, mcs disposes of its enumerator in a finally it adds, on the
 * `foreach` line: that line right after a `break`, `return`, `goto` or `throw` is the disposal,
 * which the chart draws as the jump's edge out of the loop.
 */
function leftForeach(lines: number[], text: (l: number) => string): number[] {
  return lines.filter((l, i) => {
    const before = lines[i - 1];
    return !(
      before !== undefined &&
      /^\s*foreach\b/.test(text(l)) &&
      /^\s*(\w+\s*\)\s*)?(if\s*\(.*\)\s*)?(break|return|goto|throw)\b/.test(text(before))
    );
  });
}
