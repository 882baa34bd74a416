import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
// With its extension: Vite's native config loader (its future default) cannot resolve an
// extensionless relative import and says so on every build.
import { marketingData } from './scripts/marketingDataPlugin.ts';
import { pyodideFiles } from './scripts/pyodidePlugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// Matches a package directory under node_modules, on any path separator.
const pkg = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names})[\\\\/]`);

// The engine worker's web-tree-sitter (an Emscripten loader) uses direct `eval` only to link the
// EM_ASM / EM_JS snippets of dynamically loaded side modules; the grammars we load are plain
// tree-sitter WebAssembly with none, so that code never runs. Only that module's EVAL notice is
// dropped; an eval anywhere else still reaches the build log.
const dropTreeSitterEval: NonNullable<Rolldown.InputOptions['onLog']> = (level, log, handler) => {
  if (log.code === 'EVAL' && log.id !== undefined && pkg('web-tree-sitter').test(log.id)) return;
  handler(level, log);
};

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [react(), tailwindcss(), marketingData(), pyodideFiles()],
  // The engine worker imports web-tree-sitter (code-split, top-level await): ES module workers only.
  worker: { format: 'es', rolldownOptions: { onLog: dropTreeSitterEval } },
  server: {
    // `npm run dev`: the Vite dev server fronts the API server started by `npm run dev` at root.
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
      // the embeds' public pictures (the share dialog's preview loads them from this origin)
      '/embed': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  // The pre-render build (scripts/prerender.ts) renders the public pages in Node.
  ssr: { noExternal: ['@codeflow/contracts'] },
  build: isSsrBuild
    ? { outDir: '.generated/ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        assetsDir: 'assets',
        emptyOutDir: true,
        // The largest chunk is `codemirror` (~680 kB, ~240 kB gzipped): the editor's CodeMirror with
        // its four language grammars, loaded only by the editor route after the page is up and cached
        // long-term by its hashed name. Split further, the editor would still need every part at
        // once, so the limit sits just above it and still flags any other chunk that grows.
        chunkSizeWarningLimit: 700,
        rolldownOptions: {
          onLog: dropTreeSitterEval,
          // The plugin-timing notice measures a shared machine's load, not our build: it is advice
          // for plugin authors and would make a first build's output differ from run to run.
          checks: { bundlerTimings: false },
          output: {
            codeSplitting: {
              groups: [
                // Vite's preload helper wraps every lazy route import. Left alone, a lazy group can
                // capture it as one of its dependencies and the entry (landing page) then preloads
                // that whole group; pin it to the vendor chunk instead.
                { name: 'vite-preload', test: /vite\/preload-helper/, priority: 30 },
                // Every route needs these; one long-cached chunk instead of copies per page.
                {
                  name: 'vendor',
                  test: pkg(
                    'react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack',
                  ),
                  priority: 20,
                },
                // Editor-only libraries, named so the landing page provably never loads them.
                {
                  name: 'codemirror',
                  test: pkg('@codemirror|@lezer|crelt|style-mod|w3c-keyname'),
                  priority: 10,
                },
              ],
            },
          },
        },
      },
}));
