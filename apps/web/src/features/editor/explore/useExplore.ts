import {
  blocksHiding,
  callTarget,
  describeNode,
  pathsFromStart,
  pathsToEnd,
  walkStep,
  withSections,
  type Chart,
  type FlowGraph,
  type WalkKey,
  type WalkState,
} from '@codeflow/engine';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ExploreMarks } from '../../../components/flowchart/exploreMarks';
import { useChartSearch, type ChartSearch } from './useChartSearch';
import { useFolding, type Folding } from './useFolding';

export type PathsShown = { way: 'from-start' | 'to-end'; node: string };

export type Explore = {
  folding: Folding;
  search: ChartSearch;
  /** Enter / Shift+Enter in the search box: the next match, unfolded and shown in the code */
  goToMatch: (step: 1 | -1) => void;
  /** the node last clicked or focused (what the Paths buttons work on) */
  selected: string | null;
  paths: PathsShown | null;
  showPaths: (way: PathsShown['way']) => void;
  clearPaths: () => void;
  marks: ExploreMarks;
  /** the charts opened by following calls, the first being where it started */
  trail: Chart[];
  back: () => void;
  /** a click or Enter on a node: unfold a summary, follow a call, else select (and show its code) */
  onNodeClick: (nodeId: string) => void;
  walk: (nodeId: string, key: WalkKey) => string | null;
  onNodeFocus: (nodeId: string) => void;
  /** what the aria-live region says */
  announcement: string;
};

/**
 * The editor's ways to explore a chart (issue 23 items 1, 2, 5): folding, search, paths, call
 * drill-down with a trail back, the keyboard walk and what a screen reader hears.
 */
export function useExplore({
  graph,
  charts,
  focusChart,
  cursorLine,
  onSelectNode,
  onRevealNode,
  onShowChart,
}: {
  graph: FlowGraph | null;
  charts: readonly string[];
  focusChart: string | null;
  cursorLine: number;
  /** a node was chosen: select its code (and focus the editor) */
  onSelectNode: (nodeId: string) => void;
  /** show a node's code without taking the focus (search) */
  onRevealNode: (nodeId: string) => void;
  onShowChart: (chart: Chart) => void;
}): Explore {
  // a chart whose top level is too long to fold below 150 nodes gets sections to fold (item 1)
  const chartsKey = charts.join('\n');
  const sectioned = useMemo(
    () =>
      graph ? withSections(graph, { charts: chartsKey === '' ? [] : chartsKey.split('\n') }) : null,
    [graph, chartsKey],
  );
  const folding = useFolding(sectioned, charts, cursorLine);
  const search = useChartSearch(sectioned, charts);
  const drawn = folding.drawnGraph;
  const [selected, setSelected] = useState<string | null>(null);
  const [paths, setPaths] = useState<PathsShown | null>(null);
  const [trail, setTrail] = useState<Chart[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const walkState = useRef<WalkState | null>(null);

  const { unfold, folded } = folding;
  const reveal = useCallback(
    (nodeId: string) => {
      if (sectioned) {
        const hiding = blocksHiding(sectioned, nodeId, folded);
        if (hiding.length > 0) unfold(hiding);
      }
      onRevealNode(nodeId);
    },
    [sectioned, folded, unfold, onRevealNode],
  );

  const goToMatch = (step: 1 | -1) => {
    const id = step > 0 ? search.next() : search.previous();
    if (id) reveal(id);
  };

  const follow = (target: Chart) => {
    const here = graph?.charts.find((c) => c.id === focusChart);
    setTrail((t) => (t.length === 0 && here ? [here, target] : [...t, target]));
    setPaths(null);
    onShowChart(target);
  };
  const back = () => {
    const previous = trail[trail.length - 2];
    if (!previous) return;
    setTrail(trail.length <= 2 ? [] : trail.slice(0, -1));
    onShowChart(previous);
  };

  const onNodeClick = (nodeId: string) => {
    const node = drawn?.nodes.find((n) => n.id === nodeId);
    if (node?.folded) {
      unfold([node.folded.block]);
      return;
    }
    const target = drawn ? callTarget(drawn, nodeId) : undefined;
    if (target) {
      follow(target);
      return;
    }
    setSelected(nodeId);
    onSelectNode(nodeId);
  };

  const pathHighlight = useMemo(() => {
    if (!paths || !drawn || !drawn.nodes.some((n) => n.id === paths.node)) return null;
    return paths.way === 'from-start'
      ? pathsFromStart(drawn, paths.node)
      : pathsToEnd(drawn, paths.node);
  }, [paths, drawn]);

  const { matches, current } = search;
  const matchSet = useMemo(() => new Set(matches), [matches]);
  const marks = useMemo<ExploreMarks>(
    () => ({
      matches: matchSet,
      current,
      ...(pathHighlight ? { pathNodes: pathHighlight.nodes, pathEdges: pathHighlight.edges } : {}),
    }),
    [matchSet, current, pathHighlight],
  );

  return {
    folding,
    search,
    goToMatch,
    selected,
    paths,
    showPaths: (way) => {
      if (selected) setPaths({ way, node: selected });
    },
    clearPaths: () => setPaths(null),
    marks,
    trail,
    back,
    onNodeClick,
    walk: (nodeId, key) => {
      if (!drawn) return null;
      const state =
        walkState.current?.node === nodeId ? walkState.current : { node: nodeId, trail: [] };
      const next = walkStep(drawn, state, key);
      walkState.current = next;
      return next.node === nodeId ? null : next.node;
    },
    onNodeFocus: (nodeId) => {
      setSelected(nodeId);
      if (drawn) setAnnouncement(describeNode(drawn, nodeId));
    },
    announcement,
  };
}
