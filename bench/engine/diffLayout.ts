/**
 * Layout stability of the chart diff's combined drawing (decision 030): for edited real programs,
 * how far each unchanged node sits from its place in the old and in the new version's own chart
 * (centre distance, after aligning the charts' Start nodes), against laying the two versions out
 * separately. Also the time of a diff and of its drawing.
 * Run: npx tsx bench/engine/diffLayout.ts
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { diffSources, type ChartDiff, type FlowGraph } from '@codeflow/engine/node';
import { layoutDiff, layoutFlowGraph, type Scene } from '../../packages/engine/src/render/index';

const CORPUS = fileURLToPath(new URL('../../packages/engine/test/trace/corpus/', import.meta.url));

/** Edits of a program: one statement changed, one inserted, one deleted, all three. */
function edits(code: string): [string, string][] {
  const lines = code.split('\n');
  const body = lines
    .map((l, i) => [l, i] as const)
    .filter(([l]) => /^\s{4,}\w+ = /.test(l))
    .map(([, i]) => i);
  const at = body[Math.floor(body.length / 2)] ?? -1;
  if (at < 0) return [];
  const line = lines[at] ?? '';
  const indent = line.match(/^\s*/)?.[0] ?? '';
  const changed = [...lines];
  changed[at] = `${line} + 1`;
  const inserted = [...lines];
  inserted.splice(at, 0, `${indent}print("inserted")`);
  const deleted = [...lines];
  deleted.splice(at, 1, `${indent}pass`);
  const all = [...changed];
  all.splice(at + 1, 0, `${indent}print("inserted")`);
  const join = (l: string[]): string => l.join('\n');
  return [
    ['changed', join(changed)],
    ['inserted', join(inserted)],
    ['deleted', join(deleted)],
    ['all three', join(all)],
  ];
}

type Centres = Map<string, [number, number]>;

function centres(scene: Scene, start: string): Centres {
  const origin = scene.nodes.find((n) => n.id === start);
  const out: Centres = new Map();
  for (const n of scene.nodes) out.set(n.id, [n.x - (origin?.x ?? 0), n.y - (origin?.y ?? 0)]);
  return out;
}

const dist = (a?: [number, number], b?: [number, number]): number =>
  a && b ? Math.hypot(a[0] - b[0], a[1] - b[1]) : NaN;

const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};

const separate: number[] = [];
const toOld: number[] = [];
const toNew: number[] = [];
let exact = 0;
let total = 0;
let charts = 0;
const diffTimes: number[] = [];
const drawTimes: number[] = [];

async function measure(
  chart: ChartDiff,
  oldGraph: FlowGraph,
  newGraph: FlowGraph,
  diff: Parameters<typeof layoutDiff>[0],
): Promise<void> {
  if (!chart.old || !chart.new) return;
  const t0 = performance.now();
  const union = centres(await layoutDiff(diff, { chart }), chart.new.start);
  drawTimes.push(performance.now() - t0);
  const before = centres(await layoutFlowGraph(oldGraph, { chart: chart.old.id }), chart.old.start);
  const after = centres(await layoutFlowGraph(newGraph, { chart: chart.new.id }), chart.new.start);
  charts++;
  for (const n of chart.nodeMap) {
    if (n.status !== 'unchanged' || !n.old || !n.new) continue;
    const o = before.get(n.old.id);
    const a = after.get(n.new.id);
    const u = union.get(n.new.id);
    separate.push(dist(o, a));
    toOld.push(dist(o, u));
    toNew.push(dist(a, u));
    total++;
    if (dist(a, u) < 0.5) exact++;
  }
}

const files = [
  'bank_account.py',
  'binary_search.py',
  'bubble_sort.py',
  'calculator_parser.py',
  'linked_list.py',
  'binary_tree.py',
  'dict_dispatch.py',
  'class_methods.py',
];
for (const file of files) {
  const code = readFileSync(`${CORPUS}${file}`, 'utf8');
  for (const [, edited] of edits(code)) {
    const t0 = performance.now();
    const diff = await diffSources(code, edited, 'python');
    diffTimes.push(performance.now() - t0);
    if (!diff.old || !diff.new) continue;
    for (const chart of diff.charts.filter((c) => c.status === 'changed'))
      await measure(chart, diff.old, diff.new, diff);
  }
}

const f = (xs: number[]): string =>
  `median ${quantile(xs, 0.5).toFixed(1)} pt, p90 ${quantile(xs, 0.9).toFixed(1)} pt, max ${Math.max(...xs).toFixed(1)} pt`;
console.log(
  `${charts} changed charts of ${files.length} programs × 4 edits, ${total} unchanged nodes`,
);
console.log(`old chart vs new chart, laid out separately: ${f(separate)}`);
console.log(`combined drawing vs the old chart:           ${f(toOld)}`);
console.log(`combined drawing vs the new chart:           ${f(toNew)}`);
console.log(
  `unchanged nodes exactly where the new chart has them: ${((100 * exact) / total).toFixed(0)} %`,
);
console.log(
  `diffSources median ${quantile(diffTimes, 0.5).toFixed(1)} ms, layoutDiff median ${quantile(drawTimes, 0.5).toFixed(1)} ms`,
);
