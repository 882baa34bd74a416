/**
 * The C# and Kotlin correctness checkers over a whole corpus of programs (issue 24 item 3):
 * every program is compiled and traced as the tests do (packages/engine/test/linetable), and the
 * figures are printed: files conformant (no failure under the walk), transitions checked
 * (consecutive executed lines of a call) and line coverage (executed lines that a node of their
 * chart covers).
 * Run: npx tsx bench/engine/correctness.ts --language csharp|kotlin [--verbose] [--tests RE] <dir>...
 * (`--tests RE`: a C# project's test files whose path matches RE only, and the files they reach)
 * (`--verbose` lists the executed lines no node of their chart draws, per file)
 * (`--record OWNER/NAME`: writes the figures as the row of that public project in
 * real-programs.json, realFigures.ts; not with `--tests`, whose figures are a part)
 * A C# directory with xUnit tests is one project (its tests drive its code), other C# files are
 * programs with a `Main` each; Kotlin files with JUnit tests run as one program (junit-lite).
 */
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateFlowchart } from '@codeflow/engine/node';
import type { FlowGraph } from '../../packages/engine/src/graph/types';
import type { JavaCall } from '../../packages/engine/test/linetable/javaTrace';
import {
  checkCsharpCalls,
  compileCsharp,
  compileCsharpProject,
  csharpClasses,
  traceCsharpProgram,
  traceCsharpTests,
  type CsharpTrace,
} from '../../packages/engine/test/linetable/csharpTrace';
import {
  checkKotlinCalls,
  compileKotlin,
  junitRun,
  kotlinLineTables,
  traceKotlinPrograms,
} from '../../packages/engine/test/linetable/kotlinTrace';
import { chartForLines } from '../../packages/engine/test/linetable/chartForLines';
import { sourceOwner } from '../../packages/engine/test/linetable/lineTables';
import { recordFigures, startMeasure } from './realFigures';

type Program = {
  file: string;
  calls: JavaCall[];
  check: (graph: FlowGraph) => string[] | Promise<string[]>;
};

function filesUnder(dir: string, ext: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return filesUnder(full, ext);
      return name.endsWith(ext) ? [full] : [];
    });
}

const xunit = (f: string): boolean => /^\s*using Xunit;/m.test(readFileSync(f, 'utf8'));
/** Soft-debugger steps per test file of a C# project (a step costs ~1 ms under load). */
const STEPS = 20_000;

/**
 * A project with xUnit tests: its sources and tests compiled together, every test run under the
 * tracer (XunitLite stands in for xUnit), the calls of each file checked; the files of `dir`
 * that are not code are embedded as resources named as the project names them
 * (`Dir.Sub.file.csv`).
 */
function csharpProject(
  dir: string,
  files: string[],
  tests?: RegExp,
): { programs: Program[]; skipped: string[] } {
  const out = mkdtempSync(path.join(tmpdir(), 'codeflow-bench-cs-'));
  const resources = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => /\.(csv|txt)$/.test(f))
    .map((f) => `${path.join(dir, f)},${f.split(path.sep).join('.')}`);
  const build = compileCsharpProject(files, out, resources);
  if (!build.exe) throw new Error(`mcs failed:\n${build.error}`);
  // one run per test file, each stopped after STEPS steps (its calls that ended are checked)
  const traces = new Map<string, CsharpTrace>();
  for (const test of files.filter((f) => xunit(f) && (!tests || tests.test(f)))) {
    const run = traceCsharpTests(build.exe, csharpClasses(readFileSync(test, 'utf8')), {
      steps: STEPS,
    });
    for (const [source, t] of run) {
      const all = traces.get(source) ?? { calls: [], executable: new Set<number>() };
      all.calls.push(...t.calls);
      for (const l of t.executable) all.executable.add(l);
      traces.set(source, all);
    }
  }
  const reached = tests ? files.filter((f) => traces.has(path.resolve(f))) : files;
  const programs = reached.map((file) => {
    const trace = traces.get(path.resolve(file)) ?? { calls: [], executable: new Set<number>() };
    const code = readFileSync(file, 'utf8');
    return { file, calls: trace.calls, check: (g: FlowGraph) => checkCsharpCalls(trace, code, g) };
  });
  return { programs, skipped: [] };
}

function csharpPrograms(files: string[]): { programs: Program[]; skipped: string[] } {
  const out = mkdtempSync(path.join(tmpdir(), 'codeflow-bench-cs-'));
  const programs: Program[] = [];
  const skipped: string[] = [];
  for (const file of files) {
    const build = compileCsharp(file, out);
    if (!build.exe) {
      skipped.push(`${file}: ${build.error?.split('\n')[0] ?? 'does not compile'}`);
      continue;
    }
    const trace = traceCsharpProgram(file, build.exe);
    const code = readFileSync(file, 'utf8');
    programs.push({ file, calls: trace.calls, check: (g) => checkCsharpCalls(trace, code, g) });
  }
  return { programs, skipped };
}

function kotlinPrograms(files: string[]): { programs: Program[]; skipped: string[] } {
  const withTests = files.some((f) => /@Test\b/.test(readFileSync(f, 'utf8')));
  const run = withTests ? junitRun(files) : undefined;
  const build = compileKotlin(files, run?.classpath ?? []);
  const tables = kotlinLineTables(build);
  const traces = traceKotlinPrograms(
    run ? { ...build, classes: `${build.classes}:${run.classpath.join(':')}` } : build,
    run?.programs,
    // single-stepping a project's whole test suite takes minutes on a busy machine
    1_800_000,
  );
  const programs = files.map((file) => {
    // several files may share a name: each call goes to the one its class comes from
    const calls = (traces.get(path.basename(file)) ?? []).filter(
      (c) => sourceOwner(files, c.source, c.type) === file,
    );
    const code = readFileSync(file, 'utf8');
    const table = tables.get(file) ?? new Set<number>();
    return { file, calls, check: (g: FlowGraph) => checkKotlinCalls(calls, code, g, table) };
  });
  return { programs, skipped: [] };
}

/**
 * Executed lines (once each per call) and how many of them the chart draws: a node covers it, or
 * it is a line the chart draws as Start, End or an edge (a function's header, a lone brace).
 * `uncharted`: the lines not drawn that ran in a call no chart holds — compiler-made members
 * (Kotlin's accessors of properties declared in a primary constructor, a primary constructor on
 * its class's header), which the checkers pass over as they have no chart to check against.
 * Lines the debugger reports without a source line (below 1) are not lines of the file.
 */
function coverage(
  graph: FlowGraph,
  calls: JavaCall[],
  code: string,
): { lines: number; covered: number; uncharted: number; missed: string[] } {
  const source = code.split('\n');
  const ranges = graph.nodes.flatMap((n) => (n.range ? [n.range] : []));
  const headers = new Set(graph.charts.flatMap((c) => [c.range.startLine, c.range.endLine]));
  const drawn = (line: number): boolean =>
    headers.has(line) ||
    /^\s*[{}]\s*(\)\s*)?$/.test(source[line - 1] ?? '') ||
    ranges.some((r) => r.startLine <= line && line <= r.endLine);
  let lines = 0;
  let covered = 0;
  let uncharted = 0;
  const missed: string[] = [];
  for (const call of calls) {
    const charted = chartForLines(graph, call.lines) !== undefined;
    for (const line of new Set(call.lines)) {
      if (line < 1 || line > source.length) continue;
      lines++;
      if (drawn(line)) covered++;
      else {
        if (!charted) uncharted++;
        missed.push(`${line}${charted ? '' : ' (no chart)'}: ${(source[line - 1] ?? '').trim()}`);
      }
    }
  }
  return { lines, covered, uncharted, missed };
}

async function main(): Promise<void> {
  const at = process.argv.indexOf('--language');
  const language = process.argv[at + 1];
  const verbose = process.argv.includes('--verbose');
  const testsAt = process.argv.indexOf('--tests');
  const tests = testsAt < 0 ? undefined : new RegExp(process.argv[testsAt + 1] ?? '');
  const recordAt = process.argv.indexOf('--record');
  const record = recordAt < 0 ? undefined : process.argv[recordAt + 1];
  const dirs = process.argv
    .slice(2)
    .filter(
      (a, i, all) =>
        !['--language', '--verbose', '--tests', '--record'].includes(a) &&
        !['--language', '--tests', '--record'].includes(all[i - 1] ?? ''),
    );
  if (
    at < 0 ||
    (language !== 'csharp' && language !== 'kotlin') ||
    dirs.length === 0 ||
    (record !== undefined && (tests !== undefined || !/^[\w.-]+\/[\w.-]+$/.test(record)))
  ) {
    console.error(
      'usage: correctness.ts --language csharp|kotlin [--verbose] [--tests RE | --record OWNER/NAME] <dir>...',
    );
    process.exit(2);
  }
  const started = startMeasure();
  const ext = language === 'csharp' ? '.cs' : '.kt';
  const files = dirs.flatMap((d) => filesUnder(d, ext));
  const { programs, skipped } =
    language === 'kotlin'
      ? kotlinPrograms(files)
      : dirs.length === 1 && files.some(xunit)
        ? csharpProject(dirs[0]!, files, tests)
        : csharpPrograms(files);
  let conformant = 0;
  let transitions = 0;
  let calls = 0;
  let lines = 0;
  let covered = 0;
  let uncharted = 0;
  for (const p of programs) {
    const code = readFileSync(p.file, 'utf8');
    const graph = (await generateFlowchart({ code, language })).graph;
    if (!graph) {
      console.log(`${p.file}: no graph`);
      continue;
    }
    const failures = await p.check(graph);
    if (failures.length === 0) conformant++;
    else console.log(`${p.file}:\n  ${failures.join('\n  ')}`);
    for (const c of p.calls) transitions += Math.max(0, c.lines.length - 1);
    calls += p.calls.length;
    const cov = coverage(graph, p.calls, code);
    lines += cov.lines;
    covered += cov.covered;
    uncharted += cov.uncharted;
    if (verbose && cov.missed.length > 0) {
      const counts = new Map<string, number>();
      for (const m of cov.missed) counts.set(m, (counts.get(m) ?? 0) + 1);
      console.log(
        `${p.file}: executed lines no node draws (times): ${[...counts].map(([l, n]) => `${l} (${n})`).join('; ')}`,
      );
    }
  }
  for (const s of skipped) console.log(`not run (compiler): ${s}`);
  const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)} %`);
  console.log(
    `${language}: ${conformant} of ${programs.length} programs conformant (${pct(conformant, programs.length)}); ${skipped.length} not compiled`,
  );
  console.log(
    `${language}: ${calls.toLocaleString('en-US')} calls, ${transitions.toLocaleString('en-US')} transitions checked`,
  );
  console.log(
    `${language}: line coverage ${covered} of ${lines} executed lines (${pct(covered, lines)}); ` +
      `of the ${lines - covered} not drawn, ${uncharted} ran in calls no chart holds (compiler-made members)`,
  );
  if (record) {
    await recordFigures(
      {
        language,
        corpus: record,
        url: `https://github.com/${record}`,
        files: { covered: conformant, total: programs.length },
        calls,
        transitions,
        lines: { covered, total: lines, meaning: 'drawn', uncharted },
      },
      started,
    );
    console.log(`${language}: recorded as ${record} in bench/engine/real-programs.json`);
  }
}

await main();
