/**
 * The Kotlin trace checker: kotlinc compiles the programs to JVM bytecode, and the Java
 * checker's JDI tracer runs them (javaTrace.ts); each call's lines are then checked against its
 * function's chart by the same graph-path checker.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { FlowGraph } from '../../src/graph/types';
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
  const build = spawnSync('kotlinc', [...copies, ...cp, '-d', classes, '-nowarn'], {
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
 * Checks one program's calls. Not checked: a non-inline lambda's `invoke` (kotlinc compiles it to
 * a class of its own, drawn inside its statement); lines past the file's end (code kotlinc
 * inlined from the standard library) are dropped from every call.
 */
export function checkKotlinCalls(
  calls: JavaCall[],
  code: string,
  graph: FlowGraph,
  executable: Set<number>,
): string[] {
  const last = code.split('\n').length;
  const ends = lambdaLoopEnds(graph, code);
  const own = calls
    .filter((c) => !(c.method === 'invoke' && c.type.includes('$')))
    .map((c) => ({
      ...c,
      lines: c.lines.filter((l) => l <= last).map((l) => ends.get(l) ?? l),
    }))
    .filter((c) => c.lines.length > 0);
  return checkJavaCalls(own, code, graph, executable);
}
