import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const require = createRequire(import.meta.url);

// Matches a package directory under node_modules, on any path separator.
const pkg = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names})[\\\\/]`);

const MARKETING_ID = 'virtual:marketing-data';
const MARKETING_JSON = `${root}.generated/marketing-data.json`;

type Sample = { tag: string; svg: string };
type MarketingJson = { samples: Sample[] } & Record<string, unknown>;

/**
 * `virtual:marketing-data`: facts the public pages show, computed from the engine by
 * scripts/marketingData.ts (the sample charts drawn by its renderer, construct support, the
 * checkers' corpora). A client build recomputes them; each sample chart becomes a hashed asset.
 */
function marketingData(): Plugin {
  let command: 'build' | 'serve' = 'build';
  let ssr = false;
  let assets: { fileName: string; source: string }[] = [];
  const generate = () => {
    const tsx = require.resolve('tsx/cli');
    execFileSync(process.execPath, [tsx, `${root}scripts/marketingData.ts`], { stdio: 'inherit' });
  };
  return {
    name: 'codeflow-marketing-data',
    configResolved(config) {
      command = config.command;
      ssr = Boolean(config.build.ssr);
    },
    buildStart() {
      if ((command === 'build' && !ssr) || !existsSync(MARKETING_JSON)) generate();
    },
    resolveId(id) {
      return id === MARKETING_ID ? `\0${MARKETING_ID}` : undefined;
    },
    load(id) {
      if (id !== `\0${MARKETING_ID}`) return undefined;
      const data = JSON.parse(readFileSync(MARKETING_JSON, 'utf8')) as MarketingJson;
      assets = [];
      const samples = data.samples.map(({ svg, ...sample }) => {
        if (command === 'serve') {
          return {
            ...sample,
            url: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
          };
        }
        const hash = createHash('sha256').update(svg).digest('hex').slice(0, 10);
        const fileName = `assets/sample-${sample.tag}-${hash}.svg`;
        assets.push({ fileName, source: svg });
        return { ...sample, url: `/${fileName}` };
      });
      return `export default ${JSON.stringify({ ...data, samples })};`;
    },
    generateBundle() {
      if (ssr) return;
      for (const asset of assets) this.emitFile({ type: 'asset', ...asset });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [react(), tailwindcss(), marketingData()],
  // The engine worker imports web-tree-sitter (code-split, top-level await): ES module workers only.
  worker: { format: 'es' },
  server: {
    // `npm run dev`: the Vite dev server fronts the API server started by `npm run dev` at root.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
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
