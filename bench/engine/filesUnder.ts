import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every file under `dir` whose extension is one of `extensions` (lower case, with the dot), in name order. */
export function filesUnder(dir: string, extensions: readonly string[]): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...filesUnder(full, extensions));
    else if (extensions.includes(path.extname(name).toLowerCase())) out.push(full);
  }
  return out;
}
