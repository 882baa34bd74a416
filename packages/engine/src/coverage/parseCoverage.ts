/** Reads a coverage file of any supported format, recognised by its content. */
import { parseCoveragePy } from './parseCoveragePy';
import { parseGoCover } from './parseGoCover';
import { parseJacoco } from './parseJacoco';
import { parseLcov } from './parseLcov';
import { CoverageError, type CoverageReport } from './types';

export const COVERAGE_FORMATS_TEXT =
  'LCOV (lcov.info), coverage.py JSON, JaCoCo XML or a Go cover profile';

export function parseCoverage(text: string): CoverageReport {
  const head = text.replace(/^\uFEFF/, '').trimStart();
  if (head === '') throw new CoverageError('The coverage file is empty.');
  if (head.startsWith('{')) {
    let json: unknown;
    try {
      json = JSON.parse(head);
    } catch {
      throw new CoverageError('The coverage file looks like JSON but does not parse.');
    }
    return parseCoveragePy(json);
  }
  if (head.startsWith('<')) return parseJacoco(head);
  if (head.startsWith('mode:')) return parseGoCover(head);
  if (/^(TN|SF):/m.test(head)) return parseLcov(head);
  throw new CoverageError(`This is not a coverage file Codeflow reads: ${COVERAGE_FORMATS_TEXT}.`);
}
