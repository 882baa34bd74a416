/**
 * Which file of a coverage report belongs to the open code: the one whose path ends with the
 * code's file name (longest matching path suffix first), or the only one when the code has no
 * name. The errors list the report's files so the user can pick one.
 */
import { CoverageError, type CoverageReport, type FileCoverage } from './types';

/** A report holding several files, none of them named like the code: the caller may pick one. */
export class CoverageFileChoiceError extends CoverageError {
  override name = 'CoverageFileChoiceError';
  constructor(
    message: string,
    readonly files: string[],
  ) {
    super(message);
  }
}

const norm = (p: string) => p.replace(/\\/g, '/').replace(/^\.\//, '');
const base = (p: string) => norm(p).split('/').pop() ?? p;

/** How many trailing path segments `a` and `b` share. */
function sharedTail(a: string, b: string): number {
  const x = norm(a).split('/').reverse();
  const y = norm(b).split('/').reverse();
  let k = 0;
  while (k < x.length && k < y.length && x[k] === y[k]) k++;
  return k;
}

function listed(report: CoverageReport): string {
  const paths = report.files.map((f) => f.path);
  const shown = paths.slice(0, 5).join(', ');
  return paths.length > 5 ? `${shown} and ${paths.length - 5} more` : shown;
}

export function matchFile(report: CoverageReport, name?: string | null): FileCoverage {
  const named = name?.trim() ? name.trim() : null;
  if (named !== null) {
    let best: FileCoverage | null = null;
    let bestTail = 0;
    for (const f of report.files) {
      const tail = f.path === named ? Infinity : sharedTail(f.path, named);
      if (tail > bestTail) [best, bestTail] = [f, tail];
    }
    if (best) return best;
    if (report.files.length > 1) {
      throw new CoverageFileChoiceError(
        `The coverage file holds no data for ${base(named)}; it covers ${listed(report)}.`,
        report.files.map((f) => f.path),
      );
    }
  }
  const [only] = report.files;
  if (report.files.length === 1 && only) return only;
  throw new CoverageFileChoiceError(
    `The coverage file covers ${report.files.length} files (${listed(report)}); choose the one for this code.`,
    report.files.map((f) => f.path),
  );
}

/** The chosen file's data must fit the code: lines beyond its end mean another version. */
export function checkFits(file: FileCoverage, lineCount: number): void {
  if (file.lines.size === 0)
    throw new CoverageError(`The coverage file holds no line data for ${file.path}.`);
  const last = Math.max(...file.lines.keys());
  if (last > lineCount) {
    throw new CoverageError(
      `The coverage data for ${file.path} reaches line ${last}, but this code has ${lineCount} lines: was it made from another version of the file?`,
    );
  }
}
