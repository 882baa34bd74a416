/**
 * Coverage data read from a report (LCOV, coverage.py JSON, JaCoCo XML, Go cover profile), per
 * source file and line: what the mapping onto a FlowGraph (applyCoverage.ts) needs, nothing of
 * the tool's own model. Decision: docs/decisions/042-coverage-overlay.md.
 */

export type CoverageFormat = 'lcov' | 'coverage.py' | 'jacoco' | 'go';

/** The branch data of one line. */
export type LineBranches = {
  /** branch outcomes taken at least once */
  covered: number;
  total: number;
  /** LCOV (BRDA): each branch's count in the tool's order (gcc: the true outcome first) */
  taken?: number[];
  /** coverage.py: the arcs out of the line, by target line (negative: leaves the function) */
  arcs?: { to: number; taken: boolean }[];
};

export type FileCoverage = {
  /** the path as the report names it */
  path: string;
  /** executable line -> times run (1 = ran, for formats without counts) */
  lines: Map<number, number>;
  branches: Map<number, LineBranches>;
  /** a function's first line -> times called (LCOV FN/FNDA) */
  functions: Map<number, number>;
};

export type CoverageReport = {
  format: CoverageFormat;
  /** false when the format only says run / not run (coverage.py, JaCoCo, Go `mode: set`) */
  counts: boolean;
  files: FileCoverage[];
};

/** A coverage file that cannot be read, or holds nothing for the code: the message says why. */
export class CoverageError extends Error {
  override name = 'CoverageError';
}

export function emptyFile(path: string): FileCoverage {
  return { path, lines: new Map(), branches: new Map(), functions: new Map() };
}
