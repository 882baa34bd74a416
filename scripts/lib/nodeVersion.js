// The Node.js version check that `npm start`, `npm run dev` and `npm test` run first: an older
// Node fails with one line naming the fix instead of an odd error deep inside a tool.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** How to put Node 24 first on PATH with only the npm registry reachable (decision 022). */
export const NODE_24_FIX = 'export PATH="$(dirname "$(npx -y node@24 -p process.execPath)"):$PATH"';

/** The major version package.json's `engines.node` (">=N") asks for. */
export function requiredNodeMajor(engines = readEngines()) {
  const match = /^>=\s*(\d+)/.exec(engines ?? '');
  if (!match) throw new Error(`package.json engines.node is not ">=N": ${engines}`);
  return Number(match[1]);
}

/** The one-line complaint about `version` (like process.version), or null when it is new enough. */
export function nodeVersionProblem(version, required = requiredNodeMajor()) {
  const major = Number(/^v?(\d+)/.exec(version)?.[1] ?? 0);
  if (major >= required) return null;
  return `Codeflow needs Node.js ${required} or newer (this is ${version}); get it with: ${NODE_24_FIX}`;
}

function readEngines() {
  return JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines?.node;
}
