#!/usr/bin/env node
// Bundles the CLI (src/cli/run.ts and what it imports from src/) into dist/cli/ with esbuild, so
// `codeflow` starts as plain JavaScript instead of compiling TypeScript on every run. npm
// packages stay external (they are resolved from node_modules at run time: grammar and font
// files are found next to them). Runs at `npm ci` (prepare) and `npm run build -w
// packages/engine`.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

await build({
  absWorkingDir: root,
  entryPoints: ['src/cli/run.ts'],
  outdir: 'dist/cli',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
