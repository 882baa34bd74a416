/**
 * The `codeflow` binary: start-up on a 3-line file, and many files against one: a directory of
 * 500 real Python files (the engine's trace corpus, repeated) against their concatenation as one
 * file (target: at most 1.2x). Also the Graphviz renderer's layout + SVG time for a ~100-node and
 * a ~600-node chart (median and p95). Wall times, median of several runs; run on a quiet machine.
 * Run: npx tsx bench/engine/cli.ts [--runs 7]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateFlowchart } from '@codeflow/engine/node';
import { layoutFlowGraph, writeSvg } from '../../packages/engine/src/render/index';

const argRuns = process.argv.indexOf('--runs');
const RUNS = argRuns > 0 ? Number(process.argv[argRuns + 1]) : 7;
const ENGINE = fileURLToPath(new URL('../../packages/engine/', import.meta.url));
const BIN = path.join(ENGINE, 'bin/codeflow.js');
const CORPUS = path.join(ENGINE, 'test/trace/corpus');

const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};
const ms = (n: number): string => `${n.toFixed(n < 10 ? 2 : 0)} ms`;

function timeRun(args: string[], runs = RUNS): number[] {
  const times: number[] = [];
  for (let i = 0; i < runs + 1; i++) {
    const t0 = performance.now();
    const r = spawnSync('node', [BIN, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    const t = performance.now() - t0;
    if (r.status !== 0 && r.status !== 1)
      throw new Error(`codeflow failed: ${r.stderr.toString()}`);
    if (i > 0) times.push(t); // the first run warms the file cache
  }
  return times;
}

console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}, ${RUNS} runs each`,
);
execFileSync('node', [path.join(ENGINE, 'bin/build-cli.mjs')]);

const work = mkdtempSync(path.join(tmpdir(), 'codeflow-bench-'));
const three = path.join(work, 'three.py');
writeFileSync(three, 'x = 1\nif x:\n    print(x)\n');
const startup = timeRun([three], Math.max(RUNS, 20));
console.log(
  `codeflow on a 3-line file: median ${ms(quantile(startup, 0.5))}, p95 ${ms(quantile(startup, 0.95))}`,
);
const bare = timeRun(['--help']);
console.log(`codeflow --help (Node start + bundle load): median ${ms(quantile(bare, 0.5))}`);

// 500 real files: the trace corpus, repeated under numbered names
const sources = readdirSync(CORPUS)
  .filter((f) => f.endsWith('.py'))
  .sort()
  .map((f) => readFileSync(path.join(CORPUS, f), 'utf8'));
const dir = path.join(work, 'many');
mkdirSync(dir);
const all: string[] = [];
for (let i = 0; i < 500; i++) {
  const code = sources[i % sources.length] ?? '';
  writeFileSync(path.join(dir, `f${String(i).padStart(3, '0')}.py`), code);
  all.push(code.endsWith('\n') ? code : `${code}\n`);
}
const one = path.join(work, 'one.py');
writeFileSync(one, all.join(''));
const lines = all.join('').split('\n').length;
// Mermaid (the default) cuts the concatenation's one big module chart at Mermaid's 500-edge limit,
// so there the single file writes less text than the 500; JSON writes every graph in full both
// ways. Each run overwrites the previous run's outputs, as re-running a conversion does.
for (const format of ['mermaid', 'json']) {
  const many = timeRun(['--format', format, '--out-dir', path.join(work, `many-${format}`), dir]);
  const single = timeRun(['--format', format, '--out-dir', path.join(work, `one-${format}`), one]);
  const ratio = quantile(many, 0.5) / quantile(single, 0.5);
  console.log(
    `500 files (${lines} lines), --format ${format}: median ${ms(quantile(many, 0.5))} (p95 ${ms(quantile(many, 0.95))}); as one file: ${ms(quantile(single, 0.5))} (p95 ${ms(quantile(single, 0.95))}); ratio ${ratio.toFixed(2)}x (target <= 1.2x)`,
  );
}
rmSync(work, { recursive: true, force: true });

/** A Python function of about `n` nodes: branches, loops, calls, I/O. */
function bigFunction(blocks: number): string {
  const out = ['def big(items, limit):', '    total = 0'];
  for (let i = 0; i < blocks; i++) {
    out.push(
      `    for x in items[${i}:]:`,
      `        if x > limit + ${i}:`,
      `            total += x * ${i}`,
      '        elif x < 0:',
      '            continue',
      '        else:',
      `            print("block ${i}", x)`,
    );
  }
  out.push('    return total', '');
  return out.join('\n');
}

for (const blocks of [14, 100]) {
  const { graph } = await generateFlowchart({ code: bigFunction(blocks), language: 'python' });
  if (!graph) throw new Error('no graph');
  const nodes = graph.nodes.filter((n) => n.chart === graph.charts[1]?.id).length;
  await layoutFlowGraph(graph, { chart: 'big' }); // Graphviz loaded and warm
  const times: number[] = [];
  for (let i = 0; i < Math.max(RUNS, 10); i++) {
    const t0 = performance.now();
    writeSvg(await layoutFlowGraph(graph, { chart: 'big' }));
    times.push(performance.now() - t0);
  }
  console.log(
    `Graphviz layout + SVG, ${nodes}-node chart: median ${ms(quantile(times, 0.5))}, p95 ${ms(quantile(times, 0.95))}`,
  );
}
