import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NODE_24_FIX, nodeVersionProblem, requiredNodeMajor } from './nodeVersion.js';

const root = path.resolve(import.meta.dirname, '../..');

describe('requiredNodeMajor', () => {
  it("reads package.json's engines.node", () => {
    expect(requiredNodeMajor()).toBe(24);
    expect(requiredNodeMajor('>=22.12')).toBe(22);
  });

  it('refuses a range it cannot read', () => {
    expect(() => requiredNodeMajor('^24 || ^26')).toThrow(/not ">=N"/);
    expect(() => requiredNodeMajor('')).toThrow(/not ">=N"/);
  });
});

describe('nodeVersionProblem', () => {
  it('accepts the required major and newer', () => {
    expect(nodeVersionProblem('v24.0.0', 24)).toBeNull();
    expect(nodeVersionProblem('v26.1.0', 24)).toBeNull();
    expect(nodeVersionProblem(process.version)).toBeNull();
  });

  it('names the version found and the fix in one line for an older one', () => {
    const problem = nodeVersionProblem('v20.19.5', 24);
    expect(problem).toBe(
      `Codeflow needs Node.js 24 or newer (this is v20.19.5); get it with: ${NODE_24_FIX}`,
    );
    expect(problem).not.toContain('\n');
    expect(nodeVersionProblem('garbage', 24)).toMatch(/this is garbage/);
  });
});

// the machine's own Node 20, where there is one (the CI image and Debian's nodejs package)
const oldNode = ['/usr/bin/node'].find(
  (bin) =>
    existsSync(bin) &&
    Number(execFileSync(bin, ['-p', 'process.versions.node.split(".")[0]'], { encoding: 'utf8' })) <
      24,
);

describe.runIf(oldNode)('the npm scripts under an older Node', () => {
  it.each(['scripts/start.js', 'scripts/test.js', 'scripts/dev.js'])(
    '%s exits 1 with the one line before doing anything',
    (script) => {
      const run = spawnSync(oldNode!, [script], { cwd: root, encoding: 'utf8', timeout: 20_000 });
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n')).toEqual([
        expect.stringMatching(
          /^Codeflow needs Node\.js 24 or newer \(this is v\d+\.[\d.]+\); get it with: /,
        ),
      ]);
    },
  );
});
