import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const sources = ['apps/web', 'apps/server', 'packages', 'package-lock.json'];
const outputs = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];
const skip = new Set(['node_modules', 'dist', 'data', '.tmp', 'test-results']);

function newest(p) {
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(p)) {
    if (skip.has(entry)) continue;
    max = Math.max(max, newest(path.join(p, entry)));
  }
  return max;
}

/** True when a build output is missing or older than any source file. */
export function buildNeeded() {
  const outs = outputs.map((o) => path.join(root, o));
  if (outs.some((o) => !existsSync(o))) return true;
  const built = Math.min(...outs.map((o) => statSync(o).mtimeMs));
  return sources.some((s) => existsSync(path.join(root, s)) && newest(path.join(root, s)) > built);
}
