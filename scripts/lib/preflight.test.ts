import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { missingTools, missingToolsMessage, onPath, skipPlan, TOOLS } from './preflight.js';

const root = path.resolve(import.meta.dirname, '../..');
const bin = mkdtempSync(path.join(tmpdir(), 'codeflow-preflight-'));
afterAll(() => rmSync(bin, { recursive: true, force: true }));

/** A PATH holding exactly these commands (empty executable files). */
function pathWith(commands: string[]): string {
  const dir = mkdtempSync(path.join(bin, 'path-'));
  for (const c of commands) {
    writeFileSync(path.join(dir, c), '#!/bin/sh\n');
    chmodSync(path.join(dir, c), 0o755);
  }
  return dir;
}

const allCommands = TOOLS.flatMap((t) => t.commands ?? []);
const chromium = path.join(pathWith(['chromium']), 'chromium');
const names = (tools: { name: string }[]) => tools.map((t) => t.name);
// a path that surely does not exist, whatever the machine holds at `/nonexistent`
const noChromium = path.join(bin, 'no-such-dir', 'chromium');

describe('onPath', () => {
  it('finds an executable in any PATH directory and ignores a non-executable file', () => {
    const dir = pathWith(['gdb']);
    writeFileSync(path.join(dir, 'gcc'), '');
    chmodSync(path.join(dir, 'gcc'), 0o644);
    expect(onPath('gdb', `/nonexistent${path.delimiter}${dir}`)).toBe(true);
    expect(onPath('gcc', dir)).toBe(false);
    expect(onPath('gdb', undefined)).toBe(false);
  });
});

describe('missingTools', () => {
  it('finds nothing missing on a complete machine', () => {
    const env = { PATH: pathWith(allCommands) };
    expect(missingTools({ env, chromiumPath: chromium, postgresReady: true })).toEqual([]);
  });

  it('names every missing tool, a JDK as missing when one of its commands is', () => {
    const env = {
      PATH: pathWith(allCommands.filter((c) => !['g++', 'javap', 'python3'].includes(c))),
    };
    const missing = missingTools({
      env,
      chromiumPath: noChromium,
      postgresReady: false,
    });
    expect(names(missing)).toEqual([
      'Chromium',
      'PostgreSQL',
      'g++',
      'a JDK (javac, javap, java)',
      'python3',
    ]);
  });

  it('checks only what the Playwright run needs for --e2e', () => {
    const env = { PATH: pathWith([]) };
    const missing = missingTools({
      env,
      chromiumPath: noChromium,
      postgresReady: false,
      unit: false,
    });
    expect(names(missing)).toEqual(['Chromium']);
  });
});

describe('the messages', () => {
  const env = { PATH: pathWith(allCommands.filter((c) => c !== 'gdb' && c !== 'objdump')) };
  const missing = missingTools({ env, chromiumPath: noChromium, postgresReady: true });

  it('is one message with every missing tool and one apt-get line installing all of them', () => {
    const message = missingToolsMessage(missing);
    expect(message).toContain('Chromium');
    expect(message).toContain('gdb');
    expect(message).toContain('binutils (objdump)');
    expect(message).toContain('sudo apt-get install -y chromium gdb binutils\n');
    expect(message).toContain('CHROMIUM_PATH');
    expect(message).toContain('ALLOW_SKIP=1');
    expect(message).not.toContain('TEST_DATABASE_URL');
  });

  it('under ALLOW_SKIP excludes the suites that need a missing tool and says so', () => {
    const plan = skipPlan(missing);
    expect(plan.skipE2e).toBe(true);
    expect(plan.exclude).toEqual([
      'packages/engine/src/emit/emitMermaid.render.test.ts',
      'packages/engine/test/linetable/cpptrace.test.ts',
      'packages/engine/test/linetable/ctrace.test.ts',
      'packages/engine/test/linetable/gotrace.test.ts',
      'packages/engine/test/linetable/linetable.test.ts',
      'packages/engine/test/linetable/realPrograms.test.ts',
      'packages/engine/test/linetable/rusttrace.test.ts',
      'packages/engine/test/mermaid/mermaid.test.ts',
    ]);
    expect(plan.notices).toHaveLength(3);
    expect(plan.notices[0]).toMatch(/^Chromium missing .*END-TO-END TESTS \(Playwright\)/);
  });
});

describe('the suite table', () => {
  it('names test files that exist, so a moved suite cannot escape ALLOW_SKIP unnoticed', () => {
    const suites = [...new Set(TOOLS.flatMap((t) => t.suites))];
    expect(suites.filter((s) => !existsSync(path.join(root, s)))).toEqual([]);
  });
});
