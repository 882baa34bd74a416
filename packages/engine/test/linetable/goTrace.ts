/**
 * The Go trace checker's compile step: each program built with `go build -gcflags='-N -l'`
 * (no optimisation, no inlining, so every statement keeps its line), then single-stepped under
 * gdb from `main.main` like the C programs (gdbTracer.py), never stepping into Go's own library
 * and runtime sources (GOROOT/src). The deferred calls a function runs at its exit are run by
 * the runtime (`runtime.deferreturn`, skipped), so no line of the function is reported for them.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { traceUnderGdb, type CTrace } from './cTrace';

export function goRoot(): string {
  const out = spawnSync('go', ['env', 'GOROOT'], { encoding: 'utf8' });
  return out.stdout.trim();
}

/**
 * The environment Go programs are traced in. Go's runtime preempts a goroutine that has run
 * 10 ms by a signal (SIGURG); single-stepped, every goroutine runs that long, and gdb's `step`
 * stopped in the runtime's signal handler, where no frame of the source is on the stack, as if
 * the call had returned (TheAlgorithms/Go `dynamic/longestpalindromicsubsequence.go`: a
 * recursive call's rest traced as a new call). Preemption at function entries is kept.
 */
export const GO_TRACE_ENV = { GODEBUG: 'asyncpreemptoff=1' };

/** Builds one Go program (a `package main` file) into `dir`; returns the executable's path. */
export function buildGo(file: string, dir: string): string {
  const exe = join(dir, basename(file).replace(/\.go$/, ''));
  const build = spawnSync('go', ['build', '-gcflags=-N -l', '-o', exe, file], {
    encoding: 'utf8',
    env: { ...process.env, GO111MODULE: 'off', GOFLAGS: '' },
  });
  if (build.status !== 0) throw new Error(`go build failed for ${file}:\n${build.stderr}`);
  return exe;
}

export function traceGoPrograms(files: string[]): Map<string, CTrace> {
  const dir = mkdtempSync(join(tmpdir(), 'codeflow-trace-go-'));
  const src = join(goRoot(), 'src');
  const programs = files.map((file, i) => {
    // one folder per program: several may share a file name in different corpora
    const out = join(dir, String(i));
    mkdirSync(out);
    return {
      file,
      exe: buildGo(file, out),
      entry: 'main.main',
      skip: [src],
      headerStartsCall: true,
      jumpsIntoRows: true,
      goroutines: true,
      env: GO_TRACE_ENV,
    };
  });
  const traces = traceUnderGdb(programs, dir);
  for (const [file, trace] of traces) {
    traces.set(file, withoutGoWrappers(trace, readFileSync(file, 'utf8'))!);
  }
  return traces;
}

/**
 * A generic function's instantiation wrapper (`F[int]`): the compiler's function that passes a
 * dictionary to the shared `F[go.shape.int_0]` and reports only the header line. Not a call of
 * the source: the shared one is.
 */
export const isGoInstantiationWrapper = (call: { name: string; lines: number[] }): boolean =>
  /\[[^\]]*\]$/.test(call.name) &&
  !call.name.includes('go.shape.') &&
  call.lines.every((l) => l === call.lines[0]);

/**
 * The function the compiler makes for a `go` or `defer` statement whose call has arguments
 * (`go f(x)` runs `F.funcN`, which calls `f(x)` on the new goroutine): it reports only the
 * statement's line, where it returns from `f` (TheAlgorithms/Go `math/permutation/heaps.go`:
 * `Heaps.func2` on line 15, `go GenerateElementSet(elementSetCh, n)`). Not a call of the source.
 */
export const isGoStatementWrapper = (
  call: { name: string; lines: number[] },
  source: string[],
): boolean =>
  /\.func\d+$/.test(call.name) &&
  call.lines.every((l) => l === call.lines[0]) &&
  /^\s*(go|defer)\s/.test(source[(call.lines[0] ?? 0) - 1] ?? '');

/** A Go trace without the calls of the compiler's wrappers above. */
export function withoutGoWrappers(trace: CTrace | undefined, code: string): CTrace | undefined {
  const source = code.split('\n');
  return (
    trace && {
      ...trace,
      calls: trace.calls.filter(
        (c) => !isGoInstantiationWrapper(c) && !isGoStatementWrapper(c, source),
      ),
    }
  );
}

/**
 * The lines of a Go program's `case …:` and `default:` clauses. The compiler tests a switch's
 * cases in an order of its own (a binary search over constants, type hashes) and reports a case
 * line where it tests it, or where a `fallthrough` lands; the chart draws the switch as a jump to
 * the case that runs, with the case on the edge's label, so these lines have no node.
 */
export function goCaseLines(code: string): Set<number> {
  const lines = new Set<number>();
  code.split('\n').forEach((text, i) => {
    if (/^\s*(case\b.*|default\s*):\s*(\/\/.*)?$/.test(text)) lines.add(i + 1);
  });
  return lines;
}
