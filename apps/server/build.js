// Bundles the server (and the workspace packages it imports) into dist/; npm dependencies stay
// external and load from node_modules at run time.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const workspace = (name) => name.startsWith('@codeflow/');
const external = Object.keys(pkg.dependencies ?? {}).filter((d) => !workspace(d));

await build({
  // the generation worker runs in worker_threads from its own file beside main.js
  entryPoints: {
    main: 'src/main.ts',
    generateWorker: 'src/features/generate/generateWorker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // the engine's Node renderer (chart images) loads a native binary, font files and pdfkit's
  // data files from their packages at run time: they stay in node_modules too
  external: [
    ...external,
    'web-tree-sitter',
    'tree-sitter-*',
    '@resvg/resvg-js',
    'dejavu-fonts-ttf',
    'fontkit',
    'pdfkit',
  ],
  banner: {
    // some bundled CommonJS code calls require(); give it one
    js: "import { createRequire as __cfRequire } from 'node:module'; const require = __cfRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
