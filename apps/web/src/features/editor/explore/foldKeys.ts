import type { FlowGraph } from '@codeflow/engine';

/**
 * A block's name that survives typing (decision 044): block ids are numbered through the file, so
 * a block added above renumbers everything after it; its chart's name, kind, title and place
 * among its namesakes do not change unless the block itself is edited.
 */
export function blockKeys(graph: FlowGraph | null): Map<string, string> {
  const keys = new Map<string, string>();
  if (!graph?.blocks) return keys;
  const chartName = new Map(graph.charts.map((c) => [c.id, c.name]));
  const seen = new Map<string, number>();
  for (const b of graph.blocks) {
    const base = [chartName.get(b.chart) ?? b.chart, b.kind, b.label].join('\u0000');
    const k = seen.get(base) ?? 0;
    seen.set(base, k + 1);
    keys.set(b.id, `${base}\u0000${k}`);
  }
  return keys;
}

/** The user's folds over the default: blocks opened and blocks closed, by key. */
export type FoldChoices = {
  mode: 'default' | 'expanded' | 'collapsed';
  open: ReadonlySet<string>;
  closed: ReadonlySet<string>;
};

export const NO_CHOICES: FoldChoices = { mode: 'default', open: new Set(), closed: new Set() };

/**
 * The folded block ids: the mode's base (the default fold, none, or every block of the drawn
 * charts) with the user's own opens and closes on top.
 */
export function foldedBlocks(
  graph: FlowGraph | null,
  keys: ReadonlyMap<string, string>,
  choices: FoldChoices,
  base: () => ReadonlySet<string>,
  charts: readonly string[],
): Set<string> {
  const out = new Set<string>();
  if (!graph?.blocks) return out;
  const drawn = new Set(charts);
  const start =
    choices.mode === 'expanded'
      ? new Set<string>()
      : choices.mode === 'collapsed'
        ? new Set(graph.blocks.filter((b) => drawn.has(b.chart)).map((b) => b.id))
        : base();
  for (const b of graph.blocks) {
    const key = keys.get(b.id) ?? b.id;
    if (choices.open.has(key)) continue;
    if (start.has(b.id) || choices.closed.has(key)) out.add(b.id);
  }
  return out;
}
