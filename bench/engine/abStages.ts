/**
 * A/B of the engine's stages beyond the parse, in one process, on the same trees: another
 * checkout's engine (`--base DIR`, its packages/engine/src) against this one, pass by pass in
 * alternating order, so the load of a shared machine weighs on both sides alike and the ratios
 * mean something even when the absolute times do not. Per stage (lower, build, compact, emit):
 * CPU ms per pass, median of `--rounds` (default 10) after two warm-up rounds, and new/base.
 * The base checkout needs module resolution: e.g. `git archive <commit> packages bench | tar -x
 * -C /tmp/base`, then a /tmp/base/node_modules whose entries link to this checkout's, except
 * @codeflow/{engine,contracts} linking to /tmp/base/packages/*.
 * Run: npx tsx bench/engine/abStages.ts --base /tmp/base --language go [--rounds 10] DIR...
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { languageRecord, parseLanguage } from '@codeflow/contracts/languages';
import '@codeflow/engine/node';
import { buildGraph } from '../../packages/engine/src/build/index';
import { compactGraph } from '../../packages/engine/src/compact/index';
import { emitMermaid } from '../../packages/engine/src/emit/index';
import type { FlowGraph } from '../../packages/engine/src/graph/types';
import type { Program } from '../../packages/engine/src/ir/types';
import { LOWERINGS } from '../../packages/engine/src/lower/index';
import type { Lowering } from '../../packages/engine/src/lower/types';
import { parse } from '../../packages/engine/src/parse/parser';
import { filesUnder } from './filesUnder';

type Side = {
  lowering: Lowering;
  build: (p: Program) => FlowGraph;
  compact: (g: FlowGraph) => FlowGraph;
  emit: (g: FlowGraph) => string;
};
const STAGES = ['lower', 'build', 'compact', 'emit'] as const;

const arg = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const language = parseLanguage(arg('--language') ?? '');
const baseDir = arg('--base');
const rounds = Math.max(1, Number(arg('--rounds') ?? '10'));
const dirs = process.argv
  .slice(2)
  .filter((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
if (!language || language === 'other' || !baseDir || dirs.length === 0) {
  console.error('usage: abStages.ts --base DIR --language L [--rounds N] <dir>...');
  process.exit(2);
}
const src = path.resolve(baseDir, 'packages/engine/src');
// the base's own host setup, so its lowerings' re-parses (snippet wrappers) work too
await import(path.join(src, 'node.ts'));
const base: Side = {
  lowering: (
    (await import(path.join(src, 'lower/index.ts'))) as { LOWERINGS: Record<string, Lowering> }
  ).LOWERINGS[language]!,
  build: ((await import(path.join(src, 'build/index.ts'))) as { buildGraph: Side['build'] })
    .buildGraph,
  compact: ((await import(path.join(src, 'compact/index.ts'))) as { compactGraph: Side['compact'] })
    .compactGraph,
  emit: ((await import(path.join(src, 'emit/index.ts'))) as { emitMermaid: Side['emit'] })
    .emitMermaid,
};
const next: Side = {
  lowering: LOWERINGS[language],
  build: (p) => buildGraph(p),
  compact: compactGraph,
  emit: (g) => emitMermaid(g),
};
const texts = dirs
  .flatMap((d) => filesUnder(d, languageRecord(language).extensions))
  .map((f) => readFileSync(f, 'utf8'));
const trees = [];
for (const code of texts) trees.push(await parse(next.lowering.grammar(code), code));
const cpuMs = (): number => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
const times = { base: new Map<string, number[]>(), new: new Map<string, number[]>() };
const loads: number[] = [];
for (let r = 0; r < rounds + 2; r++) {
  for (const name of r % 2 ? (['base', 'new'] as const) : (['new', 'base'] as const)) {
    const side = name === 'base' ? base : next;
    const t: Record<string, number> = {};
    let c0 = cpuMs();
    const programs = trees.map((tree, i) => side.lowering.lower(tree, texts[i] ?? ''));
    t.lower = cpuMs() - c0;
    c0 = cpuMs();
    const graphs = programs.map((p) => side.build(p));
    t.build = cpuMs() - c0;
    c0 = cpuMs();
    for (const g of graphs) side.compact(g);
    t.compact = cpuMs() - c0;
    c0 = cpuMs();
    for (const g of graphs) side.emit(g);
    t.emit = cpuMs() - c0;
    if (r < 2) continue;
    for (const k of STAGES) times[name].set(k, [...(times[name].get(k) ?? []), t[k] ?? 0]);
  }
  loads.push(loadavg()[0] ?? 0);
}
for (const tree of trees) tree.delete();
const median = (v: number[] = []): number => [...v].sort((a, b) => a - b)[v.length >> 1] ?? 0;
const lines = texts.reduce((n, s) => n + s.split('\n').length, 0);
console.log(
  `${language}: ${texts.length} files, ${lines.toLocaleString('en-US')} lines; ${rounds} rounds, load average ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`,
);
console.log('stage     base ms  new ms  new/base   (CPU per pass, median)');
let sumBase = 0;
let sumNew = 0;
for (const k of STAGES) {
  const b = median(times.base.get(k));
  const n = median(times.new.get(k));
  if (k !== 'compact') {
    sumBase += b;
    sumNew += n;
  }
  console.log(
    `${k.padEnd(8)} ${b.toFixed(1).padStart(8)} ${n.toFixed(1).padStart(7)}  ${(n / b).toFixed(2)}`,
  );
}
console.log(
  `lower+build+emit: ${sumBase.toFixed(1)} -> ${sumNew.toFixed(1)} ms (${(sumNew / sumBase).toFixed(2)}); µs per line ${((sumBase / lines) * 1000).toFixed(2)} -> ${((sumNew / lines) * 1000).toFixed(2)}`,
);
