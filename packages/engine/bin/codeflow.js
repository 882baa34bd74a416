#!/usr/bin/env node
// Runs the bundled CLI (dist/cli/run.js, built by bin/build-cli.mjs at `npm ci` and by `npm run
// build -w packages/engine`). Without a build (e.g. installed with --ignore-scripts) it falls back
// to compiling the TypeScript source on the fly with tsx, which starts ~3x slower.
import { existsSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';

// Baseline (Liftoff) WebAssembly code only: V8's background tier-up of the grammar's hot
// functions costs a short run ~35-50 ms of start-up and exit, and measured no faster on 500 files
// or a 10,000-line file (bench/engine/cli.ts). Set before any module is compiled.
setFlagsFromString('--liftoff-only');

const built = new URL('../dist/cli/run.js', import.meta.url);
if (existsSync(built)) {
  await import(built.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli/run.ts');
}
