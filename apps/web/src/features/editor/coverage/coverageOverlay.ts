/**
 * The editor's coverage overlay as plain functions: a coverage file's text onto the open code's
 * graph through the engine (the CLI makes the same call), with the messages the bar shows.
 * Decision: docs/decisions/042-coverage-overlay.md.
 */
import {
  CoverageError,
  CoverageFileChoiceError,
  coverageSummary,
  overlayCoverage,
  parseCoverage,
  type CoverageReport,
  type FlowGraph,
} from '@codeflow/engine';

/** Coverage files larger than this are refused before reading (the browser holds them whole). */
export const MAX_COVERAGE_BYTES = 20 * 1024 * 1024;

export const COVERAGE_MESSAGES = {
  tooBig: 'The coverage file is over 20 MB.',
  unreadable: 'The coverage file could not be read.',
  noData:
    'The coverage file holds no data for this code: no line of it is covered or missed there.',
} as const;

export type LoadedCoverage = { name: string; report: CoverageReport };

export type CoverageResult =
  | { state: 'overlaid'; graph: FlowGraph; path: string; summary: string }
  | { state: 'choose'; message: string; files: string[] }
  | { state: 'error'; message: string };

/** Reads a coverage file's text; a CoverageError's message says why it cannot. */
export function loadCoverage(name: string, text: string): LoadedCoverage {
  return { name, report: parseCoverage(text) };
}

/** What the file says about the drawn charts, in one line: "classify: lines 81% · branches 75%". */
function summarise(graph: FlowGraph): string {
  const parts = graph.charts
    .filter((c) => c.coverage && c.coverage.lines.total > 0)
    .map((c) => `${c.kind === 'module' ? 'top level' : c.name}: ${coverageSummary(c.coverage ?? { lines: { covered: 0, total: 0 }, counts: false })}`);
  return parts.join('; ');
}

export function applyToGraph(
  graph: FlowGraph,
  loaded: LoadedCoverage,
  code: string,
  names: { title: string; choose: string | null },
): CoverageResult {
  try {
    const o = overlayCoverage(graph, loaded.report, {
      fileName: names.title,
      code,
      ...(names.choose ? { choose: names.choose } : {}),
    });
    const summary = summarise(o.graph);
    if (summary === '') return { state: 'error', message: COVERAGE_MESSAGES.noData };
    return { state: 'overlaid', graph: o.graph, path: o.path, summary };
  } catch (err) {
    if (err instanceof CoverageFileChoiceError)
      return { state: 'choose', message: err.message, files: err.files };
    if (err instanceof CoverageError) return { state: 'error', message: err.message };
    throw err;
  }
}
