import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  PYODIDE_FILES,
  PYODIDE_PATH,
  PYODIDE_VERSION,
} from '../src/features/editor/run/pyodideAssets.ts';

const require = createRequire(import.meta.url);

const FILES: readonly string[] = PYODIDE_FILES;

const TYPES: Record<string, string> = {
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.zip': 'application/zip',
  '.json': 'application/json',
};

/**
 * Self-hosts Pyodide (decision 041): the build copies its files unhashed into
 * `assets/pyodide-<version>/` and the dev server answers that path from node_modules. Only the
 * Run worker asks for them, on the first Python run.
 */
export function pyodideFiles(): Plugin {
  const dir = path.dirname(require.resolve('pyodide/package.json'));
  const installed = (
    JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  if (installed !== PYODIDE_VERSION) {
    throw new Error(`pyodide ${installed} is installed; pyodideAssets.ts says ${PYODIDE_VERSION}`);
  }
  let ssr = false;
  return {
    name: 'codeflow-pyodide-files',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      server.middlewares.use(PYODIDE_PATH, (request, response, next) => {
        const name = (request.url ?? '').split('?')[0]?.replace(/^\//, '') ?? '';
        const file = path.join(dir, name);
        if (!FILES.includes(name) || !existsSync(file)) return next();
        response.setHeader('Content-Type', TYPES[path.extname(name)] ?? 'application/octet-stream');
        // versioned path: as the built app's assets (apps/server/src/web/static.ts)
        response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        createReadStream(file).pipe(response);
      });
    },
    generateBundle() {
      if (ssr) return;
      for (const name of FILES) {
        this.emitFile({
          type: 'asset',
          fileName: `${PYODIDE_PATH.replace(/^\//, '')}${name}`,
          source: readFileSync(path.join(dir, name)),
        });
      }
    },
  };
}
