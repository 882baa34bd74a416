import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Vitest globalSetup: bundles the `codeflow` CLI once from the current source before any test
 * runs, so the CLI tests run the binary as users do without each file rebuilding it (two
 * parallel builds would replace the bundle under a running test).
 */
export default function buildCli(): void {
  execFileSync('node', [fileURLToPath(new URL('../../bin/build-cli.mjs', import.meta.url))], {
    stdio: 'inherit',
  });
}
