/** Coverage files onto FlowGraphs (isomorphic: no node: imports). Decision 042. */
export { parseCoverage, COVERAGE_FORMATS_TEXT } from './parseCoverage';
export { parseLcov } from './parseLcov';
export { parseCoveragePy } from './parseCoveragePy';
export { parseJacoco } from './parseJacoco';
export { parseGoCover } from './parseGoCover';
export { matchFile, checkFits, CoverageFileChoiceError } from './matchFile';
export { applyCoverage, coverageSummary } from './applyCoverage';
export { overlayCoverage } from './overlayCoverage';
export {
  CoverageError,
  type CoverageFormat,
  type CoverageReport,
  type FileCoverage,
  type LineBranches,
} from './types';
