/** The chart diff (isomorphic): two versions of a file compared chart by chart (decision 030). */
export { diffSources, type DiffOptions, type SourceDiff } from './diffSources';
export { diffGraphs } from './diffGraphs';
export type {
  ChartDiff,
  DiffStatus,
  EdgeCounts,
  EdgeDiff,
  EdgeDiffStatus,
  GraphDiff,
  NodeCounts,
  NodeDiff,
  NodeSide,
} from './types';
export { indexNodeDiffs, type NodeDiffIndex } from './lookup';
export {
  unionGraph,
  selectChartDiffs,
  GHOST_PREFIX,
  type DiffDrawing,
  type NodeMark,
} from './unionGraph';
