/**
 * The C# and Kotlin correctness checkers over a whole corpus of programs (issue 24 item 3):
 * every program is compiled and traced as the tests do (packages/engine/test/linetable), and the
 * figures are printed: files conformant (no failure under the walk), transitions checked
 * (consecutive executed lines of a call) and line coverage (executed lines that a node of their
 * chart covers).
 * Run: npx tsx bench/engine/correctness.ts --language csharp|kotlin <dir>...
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateFlowchart } from '@codeflow/engine/node';
import type { FlowGraph } from '../../packages/engine/src/graph/types';
import type { JavaCall } from '../../packages/engine/test/linetable/javaTrace';
import {
  checkCsharpCalls,
  compileCsharp,
  traceCsharpProgram,
} from '../../packages/engine/test/linetable/csharpTrace';
import {
  checkKotlinCalls,
  compileKotlin,
  kotlinLineTables,
  traceKotlinPrograms,
} from '../../packages/engine/test/linetable/kotlinTrace';

type Program = { file: string; calls: JavaCall[]; check: (graph: FlowGraph) => string[] };

function filesUnder(dir: string, ext: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return filesUnder(full, ext);
      return name.endsWith(ext) ? [full] : [];
    });
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

const JUNIT_LITE = fileURLToPath(new URL('./junit-lite', import.meta.url));

/**
 * A project's JUnit tests as one program: JUnit's `@Test` and `Assert` (junit-lite/, the part the
 * tests use) and a runner that calls every test method of every test class; the project's own
 * functions are traced as the tests call them.
 */
function junitRun(dir: string, files: string[]): { classpath: string[]; programs: string[] } {
  const lite = readdirSync(JUNIT_LITE, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.java'))
    .map((f) => path.join(JUNIT_LITE, f));
  const build = spawnSync('javac', ['-d', dir, ...lite], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`javac failed:\n${build.stderr}`);
  const tests = files
    .filter((f) => /@Test\b/.test(readFileSync(f, 'utf8')))
    .map((f) => {
      const pkg = /^\s*package\s+([\w.]+)/m.exec(readFileSync(f, 'utf8'))?.[1];
      const name = path.basename(f, '.kt');
      return pkg ? `${pkg}.${name}` : name;
    });
  const list = path.join(dir, 'tests.txt');
  writeFileSync(list, tests.join('\n'));
  return { classpath: [dir], programs: [`JUnitLite=${list}`] };
}

function kotlinPrograms(files: string[]): { programs: Program[]; skipped: string[] } {
  const withTests = files.some((f) => /@Test\b/.test(readFileSync(f, 'utf8')));
  const lib = mkdtempSync(path.join(tmpdir(), 'codeflow-bench-junit-'));
  const run = withTests ? junitRun(lib, files) : undefined;
  const build = compileKotlin(files, run?.classpath ?? []);
  const tables = kotlinLineTables(build);
  const traces = traceKotlinPrograms(
    run ? { ...build, classes: `${build.classes}:${lib}` } : build,
    run?.programs,
    // single-stepping a project's whole test suite takes minutes on a busy machine
    1_800_000,
  );
  const programs = files.map((file) => {
    const calls = traces.get(path.basename(file)) ?? [];
    const code = readFileSync(file, 'utf8');
    const table = tables.get(file) ?? new Set<number>();
    return { file, calls, check: (g: FlowGraph) => checkKotlinCalls(calls, code, g, table) };
  });
  return { programs, skipped: [] };
}

/**
 * Executed lines (once each per call) and how many of them the chart draws: a node covers it, or
 * it is a line the chart draws as Start, End or an edge (a function's header, a lone brace).
 */
function coverage(
  graph: FlowGraph,
  calls: JavaCall[],
  code: string,
): { lines: number; covered: number } {
  const source = code.split('\n');
  const ranges = graph.nodes.flatMap((n) => (n.range ? [n.range] : []));
  const headers = new Set(graph.charts.flatMap((c) => [c.range.startLine, c.range.endLine]));
  const drawn = (line: number): boolean =>
    headers.has(line) ||
    /^\s*[{}]\s*(\)\s*)?$/.test(source[line - 1] ?? '') ||
    ranges.some((r) => r.startLine <= line && line <= r.endLine);
  let lines = 0;
  let covered = 0;
  for (const call of calls) {
    for (const line of new Set(call.lines)) {
      if (line > source.length) continue;
      lines++;
      if (drawn(line)) covered++;
    }
  }
  return { lines, covered };
}

async function main(): Promise<void> {
  const at = process.argv.indexOf('--language');
  const language = process.argv[at + 1];
  const dirs = process.argv
    .slice(2)
    .filter((a, i, all) => a !== '--language' && all[i - 1] !== '--language');
  if (at < 0 || (language !== 'csharp' && language !== 'kotlin') || dirs.length === 0) {
    console.error('usage: correctness.ts --language csharp|kotlin <dir>...');
    process.exit(2);
  }
  const ext = language === 'csharp' ? '.cs' : '.kt';
  const files = dirs.flatMap((d) => filesUnder(d, ext));
  const { programs, skipped } =
    language === 'csharp' ? csharpPrograms(files) : kotlinPrograms(files);
  let conformant = 0;
  let transitions = 0;
  let lines = 0;
  let covered = 0;
  for (const p of programs) {
    const code = readFileSync(p.file, 'utf8');
    const graph = (await generateFlowchart({ code, language })).graph;
    if (!graph) {
      console.log(`${p.file}: no graph`);
      continue;
    }
    const failures = p.check(graph);
    if (failures.length === 0) conformant++;
    else console.log(`${p.file}:\n  ${failures.join('\n  ')}`);
    for (const c of p.calls) transitions += Math.max(0, c.lines.length - 1);
    const cov = coverage(graph, p.calls, code);
    lines += cov.lines;
    covered += cov.covered;
  }
  for (const s of skipped) console.log(`not run (compiler): ${s}`);
  const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)} %`);
  console.log(
    `${language}: ${conformant} of ${programs.length} programs conformant (${pct(conformant, programs.length)}); ${skipped.length} not compiled`,
  );
  console.log(`${language}: ${transitions.toLocaleString('en-US')} transitions checked`);
  console.log(
    `${language}: line coverage ${covered} of ${lines} executed lines (${pct(covered, lines)})`,
  );
}

await main();
