/**
 * Real Go programs for the trace checker: the packages of a module such as TheAlgorithms/Go,
 * run through their own tests. Each package with `_test.go` files is built with `go test -c
 * -gcflags=all=-N -l` (no optimisation, no inlining; GOFLAGS=-mod=mod, GOPROXY=off: only what is
 * on the machine; a package that needs a module that is not is counted as skipped). gdb runs the
 * test binary once per non-test file of the package with a breakpoint on each of the file's
 * functions and steps every call of them from its start until it returns to the tests (then
 * `continue`s to the next), never into GOROOT/src.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { traceUnderGdb, type CTrace, type GdbProgram } from './cTrace';
import { GO_TRACE_ENV, goRoot, withoutGoWrappers } from './goTrace';

/** Folders under `root` (sorted) holding `_test.go` files. */
export function goTestPackages(root: string): string[] {
  const out: string[] = [];
  const visit = (dir: string): void => {
    const names = readdirSync(dir).sort();
    if (names.some((n) => n.endsWith('_test.go'))) out.push(dir);
    for (const n of names) {
      const p = join(dir, n);
      if (!n.startsWith('.') && statSync(p).isDirectory()) visit(p);
    }
  };
  visit(root);
  return out;
}

/** The lines of a Go file's top-level `func` declarations (functions and methods). */
export function goFunctionLines(code: string): number[] {
  const lines: number[] = [];
  code.split('\n').forEach((text, i) => {
    if (/^func\b/.test(text)) lines.push(i + 1);
  });
  return lines;
}

/** Builds one package's test binary; returns the executable, or go's first error. */
export function buildGoTests(
  root: string,
  pkg: string,
  out: string,
): { exe: string } | { skipped: string } {
  const exe = join(out, 'pkg.test');
  const build = spawnSync(
    'go',
    ['test', '-c', '-gcflags=all=-N -l', '-o', exe, `./${relative(root, pkg)}`],
    {
      cwd: root,
      encoding: 'utf8',
      timeout: 600_000,
      env: { ...process.env, GOFLAGS: '-mod=mod', GOPROXY: 'off', GO111MODULE: 'on' },
    },
  );
  if (build.status !== 0) {
    const first = (build.stderr || build.stdout || 'go test -c failed')
      .split('\n')
      .find((l) => !l.startsWith('#'));
    return { skipped: `go test -c: ${first ?? 'failed'}` };
  }
  return { exe };
}

/** How long a package's tests may run under gdb (gdb itself is stopped at 125 s). */
const GO_TEST_TIMEOUT = '90s';

/** The gdb programs of a built package: one per non-test file with functions. */
export function goPackagePrograms(pkg: string, exe: string, maxSteps: number): GdbProgram[] {
  const src = join(goRoot(), 'src');
  return readdirSync(pkg)
    .filter((n) => n.endsWith('.go') && !n.endsWith('_test.go'))
    .sort()
    .flatMap((n) => {
      const file = join(pkg, n);
      const funcs = goFunctionLines(readFileSync(file, 'utf8'));
      if (funcs.length === 0) return [];
      return [
        {
          file,
          exe,
          entries: funcs.map((l) => `${file}:${l}`),
          // one test at a time on one P: a `t.Parallel()` test's goroutine would otherwise stop
          // at a breakpoint while another's call is stepped, and gdb follows the stop
          // and a time limit below gdb's: a test that runs long (TheAlgorithms/Go
          // `math/matrix`: Strassen on a random size up to 256) ends the run, not the trace
          args: `-test.count=1 -test.parallel=1 -test.cpu=1 -test.timeout=${GO_TEST_TIMEOUT}`,
          env: GO_TRACE_ENV,
          skip: [src],
          headerStartsCall: true,
          maxSteps,
          fullPath: true,
          jumpsIntoRows: true,
          goroutines: true,
        },
      ];
    });
}

export type Traced = { file: string; trace: CTrace | undefined; ms: number };

/** Builds and traces the packages under `root` (the bench: traceFigures.ts --tests). */
export async function goPackageTraces(
  root: string,
  options: {
    limit: number;
    match?: string;
    skip: (why: string) => void;
    maxSteps?: number;
    /** `[k, n]`: every n-th package from the k-th */
    shard?: [number, number];
    /** called with each traced file as soon as it is traced */
    check?: (traced: Traced) => Promise<void>;
  },
): Promise<Traced[]> {
  const dir = mkdtempSync(join(tmpdir(), 'codeflow-go-corpus-'));
  const out: Traced[] = [];
  const [shard, shards] = options.shard ?? [0, 1];
  const packages = goTestPackages(root)
    .filter((p) => !options.match || p.includes(options.match))
    .filter((_, i) => i % shards === shard);
  for (const [i, pkg] of packages.entries()) {
    if (out.length >= options.limit) break;
    const start = Date.now();
    const folder = join(dir, String(i));
    mkdirSync(folder);
    const built = buildGoTests(root, pkg, folder);
    if ('skipped' in built) {
      options.skip(built.skipped);
      continue;
    }
    const programs = goPackagePrograms(pkg, built.exe, options.maxSteps ?? 1000);
    if (programs.length === 0) continue;
    // one gdb per file: a file whose tests outrun gdb's time costs that file, not the package
    for (const p of programs) {
      const begin = Date.now();
      try {
        const trace = withoutGoWrappers(
          traceUnderGdb([p], folder).get(p.file),
          readFileSync(p.file, 'utf8'),
        );
        // no call to check: the tests call none of its functions, or not before their time limit
        if (trace && !trace.error && trace.calls.length === 0) {
          options.skip('no function of the file ran in its tests (within their time limit)');
          continue;
        }
        out.push({
          file: p.file,
          trace,
          ms: Date.now() - begin + (begin - start) / programs.length,
        });
        await options.check?.(out[out.length - 1]!);
      } catch (err) {
        out.push({ file: p.file, trace: undefined, ms: Date.now() - begin });
        console.log(`${relative(root, p.file)}: not traced ${String(err).slice(0, 200)}`);
      }
    }
  }
  return out;
}
