/**
 * The Kotlin trace checker: kotlinc compiles the programs to JVM bytecode, and the Java
 * checker's JDI tracer runs them (javaTrace.ts); each call's lines are then checked against its
 * function's chart by the same graph-path checker.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FlowGraph } from '../../src/graph/types';
import { chartForLines } from './chartForLines';
import {
  checkJavaCalls,
  programsOf,
  traceJvmClasses,
  tracerSources,
  type JavaCall,
} from './javaTrace';
import { classLineTables } from './lineTables';

/** The Kotlin standard library the programs run with (Debian's `kotlin` package). */
export const KOTLIN_STDLIB = '/usr/share/java/kotlin-stdlib.jar';

export type KotlinBuild = { classes: string; files: string[]; mainClass: (file: string) => string };

function packageOf(file: string): string {
  return `codeflow_${basename(file, '.kt').replace(/\W/g, '_').toLowerCase()}`;
}

function hasPackage(code: string): boolean {
  return /^\s*package\s+[\w.]+/m.test(code);
}

/**
 * Compiles the programs in one kotlinc run (it starts slowly). Each program without a package
 * gets one of its own on its first line (`package x; ` before the code, so no line moves), so
 * two programs may both define `main` or a class of the same name.
 */
export function compileKotlin(files: string[], classpath: string[] = []): KotlinBuild {
  const dir = mkdtempSync(join(tmpdir(), 'codeflow-trace-kotlin-'));
  const sources = join(dir, 'src');
  const classes = join(dir, 'classes');
  mkdirSync(sources);
  const copies = files.map((file, i) => {
    const code = readFileSync(file, 'utf8');
    const folder = join(sources, String(i));
    mkdirSync(folder);
    const copy = join(folder, basename(file));
    writeFileSync(copy, hasPackage(code) ? code : `package ${packageOf(file)}; ${code}`);
    return copy;
  });
  const cp = classpath.length > 0 ? ['-cp', classpath.join(':')] : [];
  // JVM 1.8 bytecode: real projects call Java 8 interfaces' static methods (`Comparator.comparingInt`)
  const target = ['-jvm-target', '1.8'];
  const build = spawnSync('kotlinc', [...copies, ...cp, ...target, '-d', classes, '-nowarn'], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
    timeout: 600_000,
  });
  if (build.status !== 0) throw new Error(`kotlinc failed:\n${build.stderr}`);
  const tracer = spawnSync('javac', ['-g', '-d', classes, ...tracerSources()], {
    encoding: 'utf8',
  });
  if (tracer.status !== 0) throw new Error(`javac failed:\n${tracer.stderr}`);
  const packages = new Map(
    files.map((f) => {
      const code = readFileSync(f, 'utf8');
      const declared = /^\s*package\s+([\w.]+)/m.exec(code)?.[1];
      return [f, declared ?? packageOf(f)];
    }),
  );
  const mainClass = (file: string): string => {
    const base = basename(file, '.kt');
    return `${packages.get(file)}.${base.charAt(0).toUpperCase()}${base.slice(1)}Kt`;
  };
  return { classes, files, mainClass };
}

/** file path → executable lines (kotlinc's line tables, inlined code past the end dropped). */
export function kotlinLineTables(build: KotlinBuild): Map<string, Set<number>> {
  return classLineTables(build.classes, build.files);
}

const JUNIT_LITE = fileURLToPath(new URL('./jdi/junit-lite', import.meta.url));

/**
 * A project's JUnit tests as one program: JUnit's `@Test` and `Assert` (jdi/junit-lite/, the part
 * the tests use) compiled into a folder of their own, and the runner's program
 * (`JUnitLite=<list>`) that calls every test method of every test class among `files`; the
 * project's own functions are traced as the tests call them.
 */
export function junitRun(files: string[]): { classpath: string[]; programs: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'codeflow-junit-lite-'));
  const lite = readdirSync(JUNIT_LITE, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.java'))
    .map((f) => join(JUNIT_LITE, f));
  const build = spawnSync('javac', ['-d', dir, ...lite], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`javac failed:\n${build.stderr}`);
  // a test class may inherit all its tests (`class BubbleSortTest: AbstractSortTest(...)`)
  const tests = files
    .filter((f) => /@Test\b/.test(readFileSync(f, 'utf8')) || f.includes(`${sep}test${sep}`))
    .map((f) => {
      const pkg = /^\s*package\s+([\w.]+)/m.exec(readFileSync(f, 'utf8'))?.[1];
      const name = basename(f, '.kt');
      return pkg ? `${pkg}.${name}` : name;
    });
  const list = join(dir, 'tests.txt');
  writeFileSync(list, tests.join('\n'));
  return { classpath: [dir], programs: [`JUnitLite=${list}`] };
}

/** Runs the programs' `main`s, or the given programs (`Class` / `Class=<stdin file>`). */
export function traceKotlinPrograms(
  build: KotlinBuild,
  programs?: string[],
  timeoutMs?: number,
): Map<string, JavaCall[]> {
  return traceJvmClasses(
    `${build.classes}:${KOTLIN_STDLIB}`,
    programs ?? programsOf(build.files, build.mainClass),
    build.files,
    ['-Dcodeflow.stratum=KotlinDebug'],
    timeoutMs,
  );
}

/**
 * Where each lambda drawn as a loop (`xs.forEach { x ->`, `repeat(n) {`) closes: kotlinc reports
 * the inlined loop's next step on the lambda's closing brace, which the chart draws as the loop
 * node itself (the walk goes back to it). Closing-brace line → the loop's header line.
 */
function lambdaLoopEnds(graph: FlowGraph, code: string): Map<number, number> {
  const source = code.split('\n');
  const ends = new Map<number, number>();
  for (const node of graph.nodes) {
    if (node.kind !== 'loop' || !node.range || !/\{(\s.*->)?\s*$/.test(node.label)) continue;
    let depth = 0;
    for (let l = node.range.endLine; l <= source.length; l++) {
      const text = (source[l - 1] ?? '').replace(/"(\\.|[^"\\])*"|'(\\.|[^'\\])*'|\/\/.*$/g, '');
      for (const ch of text) depth += ch === '{' ? 1 : ch === '}' ? -1 : 0;
      if (depth <= 0) {
        if (l > node.range.endLine) ends.set(l, node.range.startLine);
        break;
      }
    }
  }
  return ends;
}

/**
 * A compiler-made class's method (`Outer$f$1.applyAsInt`, a lambda converted to a Java interface)
 * runs a lambda's body, drawn inside its statement, unless it is a chart of its own (an
 * anonymous object's function: the chart holding its lines is named after it).
 */
function lambdaBody(call: JavaCall, graph: FlowGraph): boolean {
  if (!call.type.includes('$')) return false;
  if (call.method === 'invoke') return true;
  if (!/\$\d+$/.test(call.type) && !call.type.includes('$lambda')) return false;
  const chart = chartForLines(graph, call.lines);
  return !chart || !(chart.name === call.method || chart.name.endsWith(`.${call.method}`));
}

/**
 * A `tailrec` function's self-call is compiled to a jump back to its start in the same frame:
 * the walk is a new call of the function (as the chart draws it), so the frame's lines are
 * split after each line that makes the self-call.
 */
function tailCalls(call: JavaCall, graph: FlowGraph, source: string[]): JavaCall[] {
  const chart = chartForLines(graph, call.lines);
  const header = chart ? (source[chart.range.startLine - 1] ?? '') : '';
  if (!chart || !/\btailrec\b/.test(header)) return [call];
  const self = new RegExp(`\\b${call.method}\\s*\\(`);
  const out: JavaCall[] = [];
  let lines: number[] = [];
  for (const line of call.lines) {
    const before = lines[lines.length - 1];
    if (before !== undefined && self.test(source[before - 1] ?? '') && line <= before) {
      out.push({ ...call, lines, ending: 'return' });
      lines = [];
    }
    lines.push(line);
  }
  out.push({ ...call, lines });
  return out;
}

/**
 * `return when …`, `return if …`: the chart draws the branches, then `return …` on the
 * statement's line. kotlinc returns from inside a branch whose value is a call (no line after
 * it) but reports the statement's line again for a plain value: that return's line is silent,
 * a walk may pass it unreported.
 */
function returnTakers(graph: FlowGraph): Set<number> {
  const lines = new Set<number>();
  for (const n of graph.nodes) {
    if (n.kind !== 'return' || !n.label.endsWith(' …') || !n.range) continue;
    for (let l = n.range.startLine; l <= n.range.endLine; l++) lines.add(l);
  }
  return lines;
}

/**
 * `while (true)`: a loop whose condition is the constant `true` has no test, so kotlinc gives its
 * line no instruction where the loop is entered, only the back jump at the end of its body: the
 * header's line is silent, a walk may pass it unreported (it is reported on every back jump).
 */
function constantLoops(graph: FlowGraph, source: string[]): Set<number> {
  const lines = new Set<number>();
  for (const n of graph.nodes) {
    if (n.kind !== 'loop' || !n.range) continue;
    if (/^\s*(\w+@\s*)?while\s*\(\s*true\s*\)/.test(source[n.range.startLine - 1] ?? ''))
      lines.add(n.range.startLine);
  }
  return lines;
}

/**
 * Checks one program's calls. Not checked: a lambda's body run by a compiler-made class
 * (lambdaBody); lines past the file's end (code kotlinc inlined from the standard library) are
 * dropped from every call.
 */
export function checkKotlinCalls(
  calls: JavaCall[],
  code: string,
  graph: FlowGraph,
  executable: Set<number>,
): string[] {
  const source = code.split('\n');
  const last = source.length;
  const ends = lambdaLoopEnds(graph, code);
  const own = calls
    .map((c) => ({
      ...c,
      lines: c.lines.filter((l) => l <= last).map((l) => ends.get(l) ?? l),
    }))
    .filter((c) => c.lines.length > 0 && !lambdaBody(c, graph))
    .flatMap((c) => tailCalls(c, graph, source));
  const silent = new Set([...returnTakers(graph), ...constantLoops(graph, source)]);
  return checkJavaCalls(own, code, graph, executable, silent);
}
