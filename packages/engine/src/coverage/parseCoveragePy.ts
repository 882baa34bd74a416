/**
 * coverage.py's JSON report (`coverage json`): per file executed_lines and missing_lines, and with
 * --branch executed_branches / missing_branches as [from, to] line arcs (to < 0: leaves the code
 * object). It says run / not run, never how often.
 */
import { CoverageError, emptyFile, type CoverageReport, type FileCoverage } from './types';

type PyFile = {
  executed_lines?: unknown;
  missing_lines?: unknown;
  executed_branches?: unknown;
  missing_branches?: unknown;
};

export function parseCoveragePy(json: unknown): CoverageReport {
  const files = (json as { files?: unknown } | null)?.files;
  if (!files || typeof files !== 'object') {
    throw new CoverageError('The coverage.py JSON report has no "files" object.');
  }
  const out: FileCoverage[] = [];
  for (const [path, raw] of Object.entries(files as Record<string, PyFile>)) {
    const file = emptyFile(path);
    for (const n of numbers(raw.executed_lines, path)) file.lines.set(n, 1);
    for (const n of numbers(raw.missing_lines, path)) file.lines.set(n, 0);
    addArcs(file, raw.executed_branches, true);
    addArcs(file, raw.missing_branches, false);
    out.push(file);
  }
  return { format: 'coverage.py', counts: false, files: out };
}

function numbers(value: unknown, path: string): number[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((n) => Number.isInteger(n))) {
    throw new CoverageError(`The coverage.py report's line lists for ${path} are not numbers.`);
  }
  return value as number[];
}

function addArcs(file: FileCoverage, value: unknown, taken: boolean): void {
  if (!Array.isArray(value)) return;
  for (const arc of value) {
    if (!Array.isArray(arc) || !Number.isInteger(arc[0]) || !Number.isInteger(arc[1])) {
      throw new CoverageError(
        `The coverage.py report's branch arcs for ${file.path} are not [from, to] pairs.`,
      );
    }
    const [from, to] = arc as [number, number];
    const entry = file.branches.get(from) ?? { covered: 0, total: 0, arcs: [] };
    entry.arcs?.push({ to, taken });
    entry.total += 1;
    if (taken) entry.covered += 1;
    file.branches.set(from, entry);
  }
}
