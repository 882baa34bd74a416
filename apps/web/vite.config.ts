import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { marketingData } from './scripts/marketingDataPlugin';

const root = fileURLToPath(new URL('.', import.meta.url));

// Matches a package directory under node_modules, on any path separator.
const pkg = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names})[\\\\/]`);

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [react(), tailwindcss(), marketingData()],
  // The engine worker imports web-tree-sitter (code-split, top-level await): ES module workers only.
  worker: { format: 'es' },
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
        rolldownOptions: {
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
