/**
 * LCOV tracefiles (`lcov.info`: geninfo/lcov after gcov, c8/nyc, cargo-llvm-cov, ...): SF opens a
 * file's record, DA:line,count[,checksum] its line counts, BRDA:line,block,branch,taken its
 * branches ("-" = the block never ran), FN:line,name and FNDA:count,name its functions,
 * end_of_record closes it. A file listed twice (several test runs) adds up.
 */
import { CoverageError, emptyFile, type CoverageReport, type FileCoverage } from './types';

export function parseLcov(text: string): CoverageReport {
  const files = new Map<string, FileCoverage>();
  let file: FileCoverage | null = null;
  let fnLines = new Map<string, number>();
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? '').trim();
    if (line === '' || line === 'end_of_record') {
      if (line === 'end_of_record') file = null;
      continue;
    }
    const colon = line.indexOf(':');
    const tag = colon < 0 ? line : line.slice(0, colon);
    const fields = colon < 0 ? [] : line.slice(colon + 1).split(',');
    if (tag === 'SF') {
      const path = line.slice(colon + 1);
      file = files.get(path) ?? emptyFile(path);
      files.set(path, file);
      fnLines = new Map();
      continue;
    }
    if (!file) {
      if (tag === 'TN') continue;
      throw new CoverageError(`Line ${i + 1} of the LCOV file comes before any SF: record.`);
    }
    const bad = () =>
      new CoverageError(`Line ${i + 1} of the LCOV file is not valid ${tag} data: ${line}`);
    if (tag === 'DA') {
      const n = int(fields[0]);
      const hits = int(fields[1]);
      if (n === null || hits === null) throw bad();
      file.lines.set(n, (file.lines.get(n) ?? 0) + hits);
    } else if (tag === 'BRDA') {
      const n = int(fields[0]);
      const branch = int(fields[2]);
      const taken = fields[3] === '-' ? 0 : int(fields[3]);
      if (n === null || branch === null || taken === null) throw bad();
      const entry = file.branches.get(n) ?? { covered: 0, total: 0, taken: [] };
      const list = entry.taken ?? [];
      // blocks number their branches from 0 each; keep the file's order
      list.push(taken);
      entry.taken = list;
      entry.total = list.length;
      entry.covered = list.filter((t) => t > 0).length;
      file.branches.set(n, entry);
    } else if (tag === 'FN') {
      const n = int(fields[0]);
      if (n === null) throw bad();
      fnLines.set(fields.slice(1).join(','), n);
    } else if (tag === 'FNDA') {
      const hits = int(fields[0]);
      const at = fnLines.get(fields.slice(1).join(','));
      if (hits === null) throw bad();
      if (at !== undefined) file.functions.set(at, (file.functions.get(at) ?? 0) + hits);
    }
    // TN, FNF, FNH, LF, LH, BRF, BRH and unknown tags carry nothing the mapping needs
  }
  if (files.size === 0)
    throw new CoverageError('The LCOV file names no source file (no SF: line).');
  return { format: 'lcov', counts: true, files: [...files.values()] };
}

function int(text: string | undefined): number | null {
  if (text === undefined || !/^\d+$/.test(text.trim())) return null;
  return Number(text.trim());
}
