import type { FlowGraph } from '@codeflow/engine';
import { useEffect, useMemo } from 'react';
import type { CodeSearchMarks, LineRange } from '../codeSearchMarks';
import { rangeOfNode } from '../lineNodeMapping';
import type { ChartSearch } from './useChartSearch';

/**
 * Hands the chart search's matches to the code (issue 23 item 2): the lines of every matching
 * node and of the current one, or null while nothing is searched or the search is not shown.
 */
export function useSearchMarksInCode(
  graph: FlowGraph | null,
  search: ChartSearch,
  shown: boolean,
  onMarks: (marks: CodeSearchMarks | null) => void,
): void {
  const { query, matches, current } = search;
  const marks = useMemo<CodeSearchMarks | null>(() => {
    if (!shown || !graph || query.trim() === '' || matches.length === 0) return null;
    const ranges = matches
      .map((id) => rangeOfNode(graph, id))
      .filter((r): r is LineRange => r !== null);
    return { query, ranges, current: current ? rangeOfNode(graph, current) : null };
  }, [graph, query, matches, current, shown]);
  useEffect(() => onMarks(marks), [marks, onMarks]);
}
