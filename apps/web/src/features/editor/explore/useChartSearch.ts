import { searchNodes, type FlowGraph } from '@codeflow/engine';
import { useMemo, useState } from 'react';

export type ChartSearch = {
  query: string;
  setQuery: (query: string) => void;
  /** matching node ids of the drawn charts, in source order (in the unfolded graph) */
  matches: string[];
  /** the match Enter / Shift+Enter is on (null: none) */
  current: string | null;
  /** 1-based place of the current match (0: none yet) */
  position: number;
  next: () => string | null;
  previous: () => string | null;
};

/** Search in the chart (issue 23 item 2): matches, a count, and cycling through them. */
export function useChartSearch(graph: FlowGraph | null, charts: readonly string[]): ChartSearch {
  const [query, setQueryState] = useState('');
  const [index, setIndex] = useState(-1);
  const chartsKey = charts.join('\n');
  const matches = useMemo(
    () => (graph ? searchNodes(graph, query, chartsKey === '' ? [] : chartsKey.split('\n')) : []),
    [graph, query, chartsKey],
  );
  // no current match until Enter: typing only marks them
  const at = matches.length === 0 || index < 0 ? -1 : Math.min(index, matches.length - 1);
  const move = (step: number): string | null => {
    if (matches.length === 0) return null;
    const to =
      at < 0 ? (step > 0 ? 0 : matches.length - 1) : (at + step + matches.length) % matches.length;
    setIndex(to);
    return matches[to] ?? null;
  };
  return {
    query,
    setQuery: (q) => {
      setQueryState(q);
      setIndex(-1);
    },
    matches,
    current: at >= 0 ? (matches[at] ?? null) : null,
    position: at + 1,
    next: () => move(1),
    previous: () => move(-1),
  };
}
