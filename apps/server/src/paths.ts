import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/server folder, found by walking up from this module. The same code runs from
 * src/ (tsx, tests) and bundled into dist/ (npm start), so relative paths can't be fixed.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg)) {
      const name = (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name;
      if (name === '@codeflow/server') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot locate apps/server (package @codeflow/server)');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const migrationsFolder = path.join(serverRoot, 'drizzle');
export const defaultWebDist = path.resolve(serverRoot, '../web/dist');
export const serverVersion = (
  JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as { version: string }
).version;
