/**
 * Line tables from real compilers: the lines gcc (DWARF, via objdump) and javac (LineNumberTable,
 * via javap) mark as executable. These are the lines a debugger can stop on, so every one of them
 * must be drawn by some node of its function's chart.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

/** Throws a clear message when a compiler tool is not installed. */
export function requireTool(tool: string, versionFlag: string, install: string): void {
  const probe = spawnSync(tool, [versionFlag], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(`'${tool}' is required for the line-table tests but was not found: ${install}`);
  }
}

function run(tool: string, args: string[]): string {
  const result = spawnSync(tool, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${tool} ${args.join(' ')} failed:\n${result.stderr}`);
  }
  return result.stdout;
}

/** The compiler command for a C or C++ source file. */
export function compilerFor(file: string): [string, string[]] {
  return file.endsWith('.c') ? ['gcc', []] : ['g++', ['-std=c++17']];
}

/** file path → executable lines, for C/C++ files compiled with `gcc`/`g++ -g -O0`. */
export function cLineTables(files: string[]): Map<string, Set<number>> {
  const dir = mkdtempSync(join(tmpdir(), 'codeflow-lt-c-'));
  const tables = new Map<string, Set<number>>();
  for (const file of files) {
    const object = join(dir, `${basename(file)}.o`);
    const [compiler, flags] = compilerFor(file);
    run(compiler, [...flags, '-g', '-O0', '-c', file, '-o', object]);
    tables.set(file, dwarfLines(object, basename(file)));
  }
  return tables;
}

/** Lines of `source` in the DWARF line table of an object file or executable. */
export function dwarfLines(binary: string, source: string): Set<number> {
  const lines = new Set<number>();
  // rows look like: `max_min.c    12    0x37    x` (file, line, address, view, stmt)
  for (const row of run('objdump', ['--dwarf=decodedline', binary]).split('\n')) {
    const cols = row.trim().split(/\s+/);
    if (cols[0] === source && /^\d+$/.test(cols[1] ?? '')) lines.add(Number(cols[1]));
  }
  return lines;
}

/** file path → executable lines, for Java files compiled together with `javac -g`. */
export function javaLineTables(files: string[]): Map<string, Set<number>> {
  const dir = mkdtempSync(join(tmpdir(), 'codeflow-lt-java-'));
  run('javac', ['-g', '-d', dir, ...files]);
  return classLineTables(dir, files);
}

/**
 * file path → executable lines, from the LineNumberTables of every class under `dir` (javac's
 * or kotlinc's). Lines past a file's end are dropped: kotlinc numbers the code it inlines from
 * other files (the standard library's `forEach`) after the file's last line.
 */
export function classLineTables(dir: string, files: string[]): Map<string, Set<number>> {
  const classes = run('find', [dir, '-name', '*.class']).trim().split('\n');
  const tables = new Map<string, Set<number>>(files.map((f) => [f, new Set<number>()]));
  const lengths = new Map(files.map((f) => [f, readFileSync(f, 'utf8').split('\n').length]));
  let current: Set<number> | undefined;
  let source = '';
  let limit = 0;
  // one javap for every class: `Compiled from "X.java"`, then the class's declaration, starts
  // each class; `line N: pc` rows follow
  for (const row of run('javap', ['-l', '-p', ...classes]).split('\n')) {
    const compiled = /^Compiled from "(.+)"/.exec(row);
    if (compiled) {
      source = compiled[1] ?? '';
      current = undefined;
      continue;
    }
    const declared = /^\S.*\b(?:class|interface|enum)\s+([\w.$]+)/.exec(row);
    if (declared && source) {
      const file = sourceOwner(files, source, declared[1] ?? '') ?? '';
      current = tables.get(file);
      limit = lengths.get(file) ?? 0;
      source = '';
    }
    const line = /^\s+line (\d+): \d+/.exec(row);
    if (line && current && Number(line[1]) <= limit) current.add(Number(line[1]));
  }
  return tables;
}

/**
 * The file of `files` a JVM class (`pkg.Name$Inner`) was compiled from, given its source file
 * name: the JVM names a class's source by file name only, and a project may have several files
 * of one name (a test and its subject, one per package). Among those, the one in the class's
 * package declaring the class, or for a file facade (`NameKt`) the one with top-level functions.
 */
export function sourceOwner(files: string[], source: string, type: string): string | undefined {
  const twins = files.filter((f) => basename(f) === source);
  if (twins.length < 2) return twins[0];
  const dot = type.lastIndexOf('.');
  const pkg = dot < 0 ? '' : type.slice(0, dot);
  const cls = type.slice(dot + 1).split('$')[0] ?? '';
  const score = (f: string): number => {
    const code = readFileSync(f, 'utf8');
    if ((/^\s*package\s+([\w.]+)/m.exec(code)?.[1] ?? '') !== pkg) return 0;
    if (new RegExp(`\\b(class|object|interface)\\s+${cls}\\b`).test(code)) return 2;
    return cls.endsWith('Kt') && /^(\w+\s+)*fun\s/m.test(code) ? 2 : 1;
  };
  const scores = twins.map(score);
  return twins[scores.indexOf(Math.max(...scores))];
}
