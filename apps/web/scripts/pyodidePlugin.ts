import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  PYODIDE_FILES,
  PYODIDE_PATH,
  PYODIDE_SNAPSHOT,
  PYODIDE_VERSION,
} from '../src/features/editor/run/pyodideAssets.ts';
import { buildPyodideSnapshot } from './pyodideSnapshotBuild.ts';

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
 * Run worker asks for them, on the first Python run. Beside them the memory snapshot of a fresh
 * interpreter, made here (the dev server makes it on the first request), with its brotli and gzip
 * variants: the web build's own pre-compression (scripts/prerender.ts, brotli 9–11) would take
 * over a minute on its 31 MB, brotli 5 takes a few seconds and is within 5% of it.
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
  let snapshot: Promise<Buffer> | null = null;
  const snapshotOnce = () => (snapshot ??= buildPyodideSnapshot(dir));
  return {
    name: 'codeflow-pyodide-files',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      server.middlewares.use(PYODIDE_PATH, (request, response, next) => {
        const name = (request.url ?? '').split('?')[0]?.replace(/^\//, '') ?? '';
        if (name === PYODIDE_SNAPSHOT) {
          snapshotOnce().then(
            (bytes) => {
              response.setHeader('Content-Type', 'application/octet-stream');
              response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
              response.end(bytes);
            },
            (error: unknown) => next(error),
          );
          return;
        }
        const file = path.join(dir, name);
        if (!FILES.includes(name) || !existsSync(file)) return next();
        response.setHeader('Content-Type', TYPES[path.extname(name)] ?? 'application/octet-stream');
        // versioned path: as the built app's assets (apps/server/src/web/static.ts)
        response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        createReadStream(file).pipe(response);
      });
    },
    async generateBundle() {
      if (ssr) return;
      const folder = PYODIDE_PATH.replace(/^\//, '');
      for (const name of FILES) {
        this.emitFile({
          type: 'asset',
          fileName: `${folder}${name}`,
          source: readFileSync(path.join(dir, name)),
        });
      }
      const bytes = await snapshotOnce();
      const br = brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      });
      const variants = { '': bytes, '.br': br, '.gz': gzipSync(bytes, { level: 6 }) };
      for (const [suffix, source] of Object.entries(variants)) {
        this.emitFile({ type: 'asset', fileName: `${folder}${PYODIDE_SNAPSHOT}${suffix}`, source });
      }
    },
  };
}
