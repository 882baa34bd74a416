import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { marketingData } from './apps/web/scripts/marketingDataPlugin.ts';

// One Vitest run covers every workspace's unit and integration tests; e2e/ is Playwright's.
// Two projects: the web app's source runs in jsdom (its component tests render into a DOM),
// everything else in Node. Both inherit the shared options below (`extends: true`).
const WEB_SOURCE = 'apps/web/src/**/*.test.{ts,tsx}';

export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: ONE on a 2-core CI machine, where
    // most files wait on a database, a child process or a socket rather than on the CPU
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'packages/**/*.test.ts',
            'apps/**/*.test.{ts,tsx}',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
            'action/**/*.test.ts',
          ],
          // the CLI tests run the bundled `codeflow` binary: built once, before every file
          globalSetup: ['packages/engine/test/setup/buildCli.ts'],
          exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**', WEB_SOURCE],
          environment: 'node',
        },
      },
      {
        extends: true,
        // the public pages import `virtual:marketing-data` (facts computed from the engine)
        plugins: [marketingData()],
        test: {
          name: 'web',
          include: [WEB_SOURCE],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
