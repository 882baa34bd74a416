#!/usr/bin/env node
// Bundles the CLI (src/cli/run.ts and what it imports from src/) into dist/cli/ with esbuild, so
// `codeflow` starts as plain JavaScript instead of compiling TypeScript on every run. npm
// packages stay external (they are resolved from node_modules at run time: grammar and font
// files are found next to them); our own workspace packages (@codeflow/*) are bundled in, since
// they ship TypeScript source that plain Node cannot load. Runs at `npm ci` (prepare), `npm run
// build -w packages/engine` and once before the test run (vitest globalSetup).
import { build } from 'esbuild';
import { readFileSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
  .filter((name) => !name.startsWith('@codeflow/'))
  .flatMap((name) => [name, `${name}/*`]);

// built aside and renamed into place, so a run of the binary meanwhile sees the old bundle, or
// none (and falls back to tsx), never half of one
const aside = `dist/cli.${process.pid}.tmp`;
await build({
  absWorkingDir: root,
  entryPoints: ['src/cli/run.ts'],
  outdir: aside,
  bundle: true,
  // the renderer and its exports load only for drawn formats: a Mermaid run parses a third
  // of the code (measured: ~0.09 s of CPU for a 3-line file split, ~0.26 s as one file)
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
});
const old = `${root}/dist/cli.${process.pid}.old`;
try {
  renameSync(`${root}/dist/cli`, old);
} catch {
  // first build: nothing to move away
}
renameSync(`${root}/${aside}`, `${root}/dist/cli`);
rmSync(old, { recursive: true, force: true });
