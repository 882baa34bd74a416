/**
 * Which chart of the old version is which of the new: by name first (in order, for overloads of
 * one name), then the rest by content (renamed functions): the pair whose node keys are most
 * alike, while they share at least half of them. A name made from a position (JavaScript's
 * `<anonymous@12>`) moves with every line inserted above it, so it is no rename when only that
 * position changed (`sameName`).
 */
import type { Chart, FlowNode } from '../graph/types';
import { nodeKey } from './alignNodes';
import { multisetSimilarity } from './similarity';

/** Charts sharing at most this much content are different functions, not a rename. */
const RENAME_SIMILARITY = 0.5;

export type ChartPair = { old?: Chart; new?: Chart };

/** Whether two chart names are one name, positions (`@12`) aside. */
export function sameName(a: string, b: string): boolean {
  return a === b || a.replace(/@\d+/g, '@') === b.replace(/@\d+/g, '@');
}

/** Body keys of a chart, without its Start (the signature, which a rename changes) and End. */
function bodyKeys(chart: Chart, nodes: readonly FlowNode[]): string[] {
  return nodes.filter((n) => n.id !== chart.start && n.id !== chart.end).map(nodeKey);
}

export function matchCharts(
  oldCharts: readonly Chart[],
  newCharts: readonly Chart[],
  oldNodes: ReadonlyMap<string, readonly FlowNode[]>,
  newNodes: ReadonlyMap<string, readonly FlowNode[]>,
): Map<Chart, Chart> {
  const matched = new Map<Chart, Chart>();
  const byName = new Map<string, Chart[]>();
  for (const c of newCharts) {
    const list = byName.get(c.name);
    if (list) list.push(c);
    else byName.set(c.name, [c]);
  }
  const freeOld: Chart[] = [];
  for (const c of oldCharts) {
    const twin = byName.get(c.name)?.shift();
    if (twin) matched.set(c, twin);
    else freeOld.push(c);
  }
  const taken = new Set(matched.values());
  const freeNew = newCharts.filter((c) => !taken.has(c));
  const candidates: { old: Chart; new: Chart; score: number }[] = [];
  for (const o of freeOld) {
    const a = bodyKeys(o, oldNodes.get(o.id) ?? []);
    for (const n of freeNew) {
      if (o.kind === 'module' || n.kind === 'module') continue;
      const b = bodyKeys(n, newNodes.get(n.id) ?? []);
      const score = a.length + b.length === 0 ? 0 : multisetSimilarity(a, b);
      if (score >= RENAME_SIMILARITY) candidates.push({ old: o, new: n, score });
    }
  }
  candidates.sort((x, y) => y.score - x.score);
  const usedNew = new Set<Chart>();
  for (const c of candidates) {
    if (matched.has(c.old) || usedNew.has(c.new)) continue;
    matched.set(c.old, c.new);
    usedNew.add(c.new);
  }
  return matched;
}
