import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// npm ci prints EBADENGINE for every locked package whose `engines.node` excludes the Node in use.
// The root's `engines.node` is what the README, CONTRIBUTING and .ci/run promise; its minimum
// must satisfy every locked package, or a first install on that promised Node is not clean.
const require = createRequire(import.meta.url);
const semver = require('semver') as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
};

interface Lock {
  packages: Record<string, { version?: string; engines?: Record<string, string> | string[] }>;
}

describe('engines', () => {
  it('the root minimum Node satisfies every locked package', () => {
    const root = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lock;
    const minimum = semver.minVersion(root.engines.node)?.version ?? '';
    const excluded = Object.entries(lock.packages)
      .filter(([, entry]) => !Array.isArray(entry.engines) && entry.engines?.node !== undefined)
      .filter(([, entry]) => !semver.satisfies(minimum, (entry.engines as { node: string }).node))
      .map(([path, entry]) => `${path}@${entry.version ?? '?'}`);
    expect(excluded).toEqual([]);
  });
});
