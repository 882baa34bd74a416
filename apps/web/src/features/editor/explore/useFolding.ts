import { defaultFold, foldGraph, type FlowGraph } from '@codeflow/engine';
import { useCallback, useMemo, useState } from 'react';
import { chartSubgraph } from '../../../components/flowchart/chartSubgraph';
import { blockKeys, foldedBlocks, NO_CHOICES, type FoldChoices } from './foldKeys';

export type Folding = {
  /** the graph to draw: folded blocks as summary nodes (the same object while nothing changes) */
  drawnGraph: FlowGraph | null;
  folded: ReadonlySet<string>;
  unfold: (blockIds: readonly string[]) => void;
  fold: (blockId: string) => void;
  expandAll: () => void;
  collapseAll: () => void;
  /** whether the drawn charts have any block to fold */
  foldable: boolean;
};

/**
 * The fold state of the editor's chart (issue 23 item 1): the default fold of the drawn charts
 * (the cursor's block open), the user's choices on top, kept by block key across redraws.
 */
export function useFolding(
  graph: FlowGraph | null,
  charts: readonly string[],
  cursorLine: number,
): Folding {
  const [choices, setChoices] = useState<FoldChoices>(NO_CHOICES);
  const chartsKey = charts.join('\n');
  // the drawn charts' part: a keystroke in a file of 1,000 functions works on one function's
  // blocks, not on every block of the file (issue 23 item 6); no charts: the whole file is drawn
  const part = useMemo(
    () => (graph ? chartSubgraph(graph, chartsKey === '' ? [] : chartsKey.split('\n')) : null),
    [graph, chartsKey],
  );
  const keys = useMemo(() => blockKeys(part), [part]);
  // the default fold does not depend on the user's choices: a click does not compute it again
  const byDefault = useMemo(
    () =>
      choices.mode === 'default'
        ? defaultFold(part ?? emptyGraph, {
            charts: chartsKey === '' ? [] : chartsKey.split('\n'),
            line: cursorLine,
          })
        : NOTHING,
    [part, chartsKey, cursorLine, choices.mode],
  );
  const folded = useMemo(
    () =>
      foldedBlocks(
        part,
        keys,
        choices,
        () => byDefault,
        chartsKey === '' ? [] : chartsKey.split('\n'),
      ),
    [part, keys, choices, chartsKey, byDefault],
  );

  // a cursor move that folds nothing new keeps the same drawn graph: no new layout
  const foldKey = useMemo(() => [...folded].sort().join(','), [folded]);
  const drawnGraph = useMemo(
    () => (graph ? foldGraph(graph, new Set(foldKey === '' ? [] : foldKey.split(','))) : null),
    [graph, foldKey],
  );

  const choose = useCallback(
    (ids: readonly string[], open: boolean) =>
      setChoices((c) => {
        const nextOpen = new Set(c.open);
        const nextClosed = new Set(c.closed);
        for (const id of ids) {
          const key = keys.get(id) ?? id;
          (open ? nextOpen : nextClosed).add(key);
          (open ? nextClosed : nextOpen).delete(key);
        }
        return { ...c, open: nextOpen, closed: nextClosed };
      }),
    [keys],
  );
  const drawnSet = new Set(charts);
  return {
    drawnGraph,
    folded,
    unfold: useCallback((ids: readonly string[]) => choose(ids, true), [choose]),
    fold: useCallback((id: string) => choose([id], false), [choose]),
    expandAll: useCallback(() => setChoices({ ...NO_CHOICES, mode: 'expanded' }), []),
    collapseAll: useCallback(() => setChoices({ ...NO_CHOICES, mode: 'collapsed' }), []),
    foldable: (part?.blocks ?? []).some((b) => drawnSet.has(b.chart)),
  };
}

const NOTHING: ReadonlySet<string> = new Set();
const emptyGraph: FlowGraph = { version: 1, language: '', charts: [], nodes: [], edges: [] };
