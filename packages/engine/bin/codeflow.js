#!/usr/bin/env node
// Runs the TypeScript CLI straight from source (no build step): tsx compiles it on the fly.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
