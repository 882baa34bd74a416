/**
 * Real Rust programs for the trace checker: the modules of a crate such as TheAlgorithms/Rust,
 * each with its `#[cfg(test)]` tests. Each file is built alone with `rustc --test` (Debian's rustc,
 * no crates.io): a generated crate root mirrors the file's module path (`crate::sorting::…`)
 * with each enclosing `mod.rs` kept but its other `mod`s and their `pub use`s left out, so the
 * file and its tests see the paths they use. Files that need another module, an external crate
 * or a newer rustc do not build and are counted as skipped, with rustc's first error. The test
 * binary runs its tests on one thread (`--test-threads=1`), and gdb steps each test function
 * from its start until it returns (`entries`); `#[should_panic]` and `#[ignore]` tests are left
 * out (a panic's unwinding is not a return the tracer can tell).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import type { Node as TsNode } from 'web-tree-sitter';
import '../../src/node'; // configures the engine's grammar loading in Node
import { parse } from '../../src/parse/parser';
import { RUSTC, RUST_LINK_FLAGS, type RustProgram } from './rustTrace';

export type RustBuild =
  { program: RustProgram & { entries: string[]; args: string } } | { skipped: string };

const MOD_LINE = /^\s*(pub(\([^)]*\))?\s+)?mod\s+(\w+)\s*;/;
const USE_SELF = /^\s*(pub(\([^)]*\))?\s+)?use\s+self::(\w+)/;

/** `mod.rs` text keeping only module `keep` (declared by `declare`) and its re-exports. */
function filterModFile(text: string, keep: string, declare: string): string {
  const out: string[] = [];
  let skipping = false;
  for (const line of text.split('\n')) {
    if (skipping) {
      if (line.includes(';')) skipping = false;
      continue;
    }
    const mod = MOD_LINE.exec(line);
    if (mod) {
      if (mod[3] === keep) out.push(declare);
      continue;
    }
    const use = USE_SELF.exec(line);
    if (use && use[3] !== keep) {
      skipping = !line.includes(';');
      continue;
    }
    out.push(line);
  }
  return out.join('\n');
}

/** The crate root that mounts `file` at its module path under `src`. */
export function harnessRoot(src: string, file: string): string {
  const parts = relative(src, file).split(sep);
  const name = basename(file, '.rs');
  // `a/b/mod.rs` is module `a::b`; `a/b/c.rs` is `a::b::c`
  const modules = name === 'mod' ? parts.slice(0, -1) : [...parts.slice(0, -1), name];
  const leaf = `#[path = ${JSON.stringify(file)}]\npub mod ${modules[modules.length - 1]};`;
  let body = leaf;
  for (let i = modules.length - 2; i >= 0; i--) {
    const dir = join(src, ...modules.slice(0, i + 1));
    const modFile = join(dir, 'mod.rs');
    const text = existsSync(modFile) ? readFileSync(modFile, 'utf8') : '';
    const inner = filterModFile(text, modules[i + 1] ?? '', body);
    body = `pub mod ${modules[i]} {\n${inner}\n}`;
  }
  return `#![allow(warnings)]\n${body}\n`;
}

/** Paths (`m::tests::name`, below the crate) of the file's `#[test]` functions that must return. */
export async function rustTests(code: string): Promise<string[]> {
  const tree = await parse('rust', code);
  const tests: string[] = [];
  const visit = (node: TsNode, path: string[]): void => {
    let attrs: string[] = [];
    for (const child of node.namedChildren) {
      if (!child) continue;
      if (child.type === 'attribute_item') {
        attrs.push(child.text);
        continue;
      }
      if (child.type === 'function_item') {
        const name = child.childForFieldName('name')?.text;
        const isTest = attrs.some((a) => /^#\[(tokio::)?test\]$/.test(a.replace(/\s/g, '')));
        const returns = !attrs.some((a) => /should_panic|ignore/.test(a));
        if (name && isTest && returns) tests.push([...path, name].join('::'));
      }
      if (child.type === 'mod_item') {
        const name = child.childForFieldName('name')?.text;
        const body = child.childForFieldName('body');
        if (name && body) visit(body, [...path, name]);
      }
      attrs = [];
    }
  };
  visit(tree.rootNode, []);
  tree.delete();
  return tests;
}

/** Builds one corpus file's tests into `dir`; `src` is the crate's source root. */
export async function buildRustTests(src: string, file: string, dir: string): Promise<RustBuild> {
  const code = readFileSync(file, 'utf8');
  const tests = await rustTests(code);
  if (tests.length === 0) return { skipped: 'no #[test] function that returns' };
  mkdirSync(dir, { recursive: true });
  const root = join(dir, '__harness_root.rs');
  writeFileSync(root, harnessRoot(src, file));
  const crate = 'corpus';
  const exe = join(dir, crate);
  const build = spawnSync(
    RUSTC,
    [
      '--test',
      '-g',
      '-C',
      'opt-level=0',
      ...RUST_LINK_FLAGS,
      '--edition',
      '2021',
      '--crate-name',
      crate,
      '-o',
      exe,
      root,
    ],
    { encoding: 'utf8', timeout: 300_000 },
  );
  if (build.status !== 0) {
    const first = /^error(\[E\d+\])?: .*$/m.exec(build.stderr ?? '')?.[0] ?? 'rustc failed';
    return { skipped: first };
  }
  const parts = relative(src, file).split(sep);
  const name = basename(file, '.rs');
  const modules = name === 'mod' ? parts.slice(0, -1) : [...parts.slice(0, -1), name];
  const entries = tests.map((t) => `${crate}::${[...modules, t].join('::')}`);
  // a `#![cfg(feature = …)]` in an enclosing `mod.rs` compiles the module out: no test to run
  const listed = spawnSync(exe, ['--list'], { encoding: 'utf8', timeout: 60_000 }).stdout ?? '';
  if (!entries.some((e) => listed.includes(`${e.slice(crate.length + 2)}: test`))) {
    return { skipped: 'its tests are not compiled (a #[cfg] leaves the module out)' };
  }
  return { program: { file, exe, entry: entries[0] ?? '', entries, args: '--test-threads=1' } };
}
