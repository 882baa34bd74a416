/** The chart views of the editor (issue 23 items 3 and 4, decision 043). */
export { FunctionsByComplexity } from './FunctionsByComplexity';
export { LogicView } from './LogicView';
export { useChartView, type ChartView } from './useChartView';
export { isLogicView } from './chartViews';
export { useViewGraph } from './useViewGraph';
export { ViewSwitch } from './ViewSwitch';
