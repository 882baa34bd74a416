/** The Graphviz renderer (isomorphic: no node: imports here or below). */
export {
  emitDot,
  planDot,
  selectCharts,
  selectChartIds,
  type DotOptions,
  type DotPlan,
  type DiffMarks,
} from './emitDot';
export { escapeDotString, dotString } from './escapeDot';
export { loadGraphviz } from './graphviz';
export { layoutFlowGraph, renderSvg, type RenderOptions } from './renderFlowGraph';
export type { Scene, SceneNode, SceneEdge, SceneCluster, Point } from './scene';
export { writeSvg, type SvgOptions } from './writeSvg';
export { emitDiffDot, layoutDiff, renderDiffSvg, type DiffDrawOptions } from './renderDiff';
export { DIFF_LEGEND, DIFF_STYLE, type LegendEntry } from './theme';
export { largestChart } from './largestChart';
export { textWidth } from './measureText';
