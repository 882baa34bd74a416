import { codeWindow, countLines, MAX_CODE_BYTES, PLAN_FEATURES, TIERS } from '@codeflow/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../domain/appError';
import { httpAnswerOf, type HttpAnswer } from '../http/errors';
import { checkCodeSize } from './codeLimits';

const lines = (n: number) => 'x = 1\n'.repeat(n);

/** The answer a refusal becomes (the domain error through the one HTTP mapping). */
function refusal(run: () => unknown): HttpAnswer {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return httpAnswerOf(error);
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('countLines', () => {
  it.each([
    ['', 0],
    ['a', 1],
    ['a\n', 1],
    ['a\nb', 2],
    ['a\nb\n', 2],
    ['\n\n', 2],
    ['a\r\nb\r\n', 2],
  ])('%j has %i lines', (code, n) => {
    expect(countLines(code)).toBe(n);
  });
});

describe('checkCodeSize', () => {
  it('accepts code up to the tier limit and returns its line count', () => {
    expect(checkCodeSize(lines(300), 'free')).toBe(300);
    expect(checkCodeSize(lines(2000), 'pro')).toBe(2000);
  });

  it('refuses one line over with 413 naming the limit and the plan that lifts it', () => {
    const error = refusal(() => checkCodeSize(lines(301), 'free'));
    expect(error.statusCode).toBe(413);
    expect(error.detail).toBe(
      'This code has 301 lines; the Free plan allows 300. Upgrade to Pro for up to 2000 lines.',
    );
    expect(refusal(() => checkCodeSize(lines(5000), 'free')).detail).toBe(
      'This code has 5000 lines; the Free plan allows 300. Upgrade to Premium for up to 10000 lines.',
    );
    expect(refusal(() => checkCodeSize(lines(20001), 'admin')).detail).toBe(
      'This code has 20001 lines; the Admin plan allows 20000. Split it into smaller pieces.',
    );
  });

  it('refuses code over the byte cap for every tier', () => {
    const big = 'x'.repeat(MAX_CODE_BYTES + 1);
    const error = refusal(() => checkCodeSize(big, 'admin'));
    expect(error.statusCode).toBe(413);
    expect(error.detail).toBe('This code is 1025 KB; the limit is 1024 KB.');
  });
});

describe('generation languages', () => {
  it('are exactly the engine language tags', async () => {
    const { GENERATE_LANGUAGES } = await import('@codeflow/contracts');
    const { LANGUAGES } = await import('@codeflow/engine');
    expect([...GENERATE_LANGUAGES].sort()).toEqual([...LANGUAGES].sort());
  });
});

describe("the editor's window of a file over the limit (decision 037)", () => {
  it('always passes checkCodeSize for the plan it was cut for', () => {
    const code = Array.from({ length: 30_000 }, (_, i) =>
      i % 12 === 0 ? `def f${i}(x):` : `    x = x + ${'y'.repeat(i % 90)}`,
    ).join('\n');
    for (const tier of TIERS) {
      const w = codeWindow(code, PLAN_FEATURES[tier].max_code_lines);
      expect(w, tier).not.toBeNull();
      expect(checkCodeSize(w?.code ?? '', tier), tier).toBe(w?.lines);
    }
  });
});
