/** The one call the CLI and the editor make: a coverage file's text onto the open code's graph. */
import type { FlowGraph } from '../graph/types';
import { applyCoverage } from './applyCoverage';
import { checkFits, matchFile } from './matchFile';
import { parseCoverage } from './parseCoverage';
import type { CoverageReport } from './types';

export type Overlay = { graph: FlowGraph; path: string; report: CoverageReport };

/**
 * Throws CoverageError (CoverageFileChoiceError when the report holds several files and none is
 * named like `fileName`; pass `choose` with one of its paths then).
 */
export function overlayCoverage(
  graph: FlowGraph,
  report: CoverageReport | string,
  options: { fileName?: string | null; code: string; choose?: string },
): Overlay {
  const parsed = typeof report === 'string' ? parseCoverage(report) : report;
  const file = matchFile(parsed, options.choose ?? options.fileName);
  checkFits(file, options.code.split('\n').length);
  return { graph: applyCoverage(graph, file, parsed.counts), path: file.path, report: parsed };
}
