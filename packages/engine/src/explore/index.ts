export { foldGraph, outermostFolded, summaryLabel } from './foldGraph';
export { defaultFold, DEFAULT_VISIBLE_NODES, type DefaultFoldOptions } from './defaultFold';
export { blockIndex, type BlockIndex } from './blockIndex';
export { pathsFromStart, pathsToEnd, edgeKey, type PathHighlight } from './paths';
export { searchNodes, blocksHiding } from './search';
export { describeNode, kindName, waysOut, wayName } from './describe';
export { walkStep, type WalkKey, type WalkState } from './walk';
export { chartOutline, outlineText, type OutlineItem } from './outline';
export { callTarget } from './callTarget';
