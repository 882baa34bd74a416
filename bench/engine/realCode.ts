/**
 * Real code for the benchmark: Python's own standard library as installed on this machine
 * (`/usr/lib/python3.X/*.py`, read in name order and joined until the target line count). The
 * synthetic corpus (corpus.ts) is denser than real code (about one drawn node per line, against
 * ~0.6 in the standard library), so both are reported.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The installed standard library directory (newest version), or undefined when there is none. */
function stdlibDir(): string | undefined {
  let names: string[];
  try {
    names = readdirSync('/usr/lib');
  } catch {
    return undefined;
  }
  const versions = names
    .filter((n) => /^python3\.\d+$/.test(n))
    .sort((a, b) => Number(a.split('.')[1]) - Number(b.split('.')[1]));
  const newest = versions.at(-1);
  return newest ? path.join('/usr/lib', newest) : undefined;
}

/** About `targetLines` lines of the standard library's top-level modules, or undefined. */
export function pythonStdlib(targetLines: number): { code: string; source: string } | undefined {
  const dir = stdlibDir();
  if (!dir) return undefined;
  const parts: string[] = [];
  let lines = 0;
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.py')) continue;
    let text: string;
    try {
      text = readFileSync(path.join(dir, name), 'utf8');
    } catch {
      continue;
    }
    parts.push(text);
    lines += text.split('\n').length;
    if (lines >= targetLines) break;
  }
  return lines >= targetLines ? { code: parts.join('\n'), source: `${dir}/*.py` } : undefined;
}
