/**
 * JaCoCo's XML report: <package name="a/b"> holds <sourcefile name="C.java"> elements whose
 * <line nr mi ci mb cb/> give missed/covered instructions and branches per line. It says run /
 * not run (ci > 0), and how many of a line's branches ran, not which.
 */
import { CoverageError, emptyFile, type CoverageReport, type FileCoverage } from './types';

const TAG = /<(\/?)(package|sourcefile|line)\b([^>]*?)\/?>/g;
const ATTR = /([\w-]+)="([^"]*)"/g;

function attributes(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(ATTR)) out.set(m[1] ?? '', m[2] ?? '');
  return out;
}

export function parseJacoco(xml: string): CoverageReport {
  if (!/<report\b/.test(xml))
    throw new CoverageError('The XML file is not a JaCoCo report (no <report> element).');
  const files: FileCoverage[] = [];
  let pkg = '';
  let file: FileCoverage | null = null;
  for (const m of xml.matchAll(TAG)) {
    const closing = m[1] === '/';
    const tag = m[2];
    const attrs = attributes(m[3] ?? '');
    if (tag === 'package') pkg = closing ? '' : (attrs.get('name') ?? '');
    else if (tag === 'sourcefile') {
      if (closing) file = null;
      else {
        const name = attrs.get('name') ?? '';
        file = emptyFile(pkg ? `${pkg}/${name}` : name);
        files.push(file);
      }
    } else if (tag === 'line' && file && !closing) {
      const nr = Number(attrs.get('nr'));
      const ci = Number(attrs.get('ci') ?? 0);
      const mb = Number(attrs.get('mb') ?? 0);
      const cb = Number(attrs.get('cb') ?? 0);
      if (!Number.isInteger(nr) || nr < 1)
        throw new CoverageError(`A <line> of ${file.path} has no valid nr.`);
      file.lines.set(nr, ci > 0 ? 1 : 0);
      if (mb + cb > 0) file.branches.set(nr, { covered: cb, total: mb + cb });
    }
  }
  if (files.length === 0)
    throw new CoverageError(
      'The JaCoCo report has no <sourcefile> data (was it made with the class files and sources?).',
    );
  return { format: 'jacoco', counts: false, files };
}
