import {
  answerTooLargeMessage,
  CODE_NESTED_TOO_DEEPLY,
  GENERATIONS_IN_FLIGHT,
  GENERATIONS_IN_FLIGHT_MESSAGE,
  MAX_ANSWER_BYTES,
} from '@codeflow/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { bearer, createTestUser } from '../../test/users';

function generate(ctx: TestApp, token: string, code: string, language = 'python') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/generate-flowchart',
    headers: bearer(token),
    payload: { code, language },
  });
}

const threeLines = 'x = 1\nif x:\n    print(x)\n';

describe.each(testDrivers)('generation limits (%s)', (driver) => {
  const ctx = useTestApp(driver, { GENERATE_WORKERS: '1', GENERATE_TIMEOUT_MS: '20000' });

  it('the free plan line limit cannot be dodged by joining lines: bytes are limited too', async () => {
    const { token } = await createTestUser(ctx());
    // 5,000 lines joined with spaces: one line, 88 KB
    const joined = Array.from({ length: 5000 }, () => 'total = total + i').join(' ');
    const res = await generate(ctx(), token, joined);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      detail:
        'This code is 88 KB; the Free plan allows 24 KB (300 lines). Upgrade to Pro for up to 157 KB.',
    });
    // a 527 KB one-liner
    const oneLiner = await generate(ctx(), token, 'x = 1; '.repeat(75_300));
    expect(oneLiner.statusCode).toBe(413);
    expect(oneLiner.json<{ detail: string }>().detail).toBe(
      'This code is 515 KB; the Free plan allows 24 KB (300 lines). Upgrade to Premium for up to 782 KB.',
    );
  });

  it('caps the answer size: a one-liner drawing a 10 MB diagram is a 413 with a clear message', async () => {
    const { token } = await createTestUser(ctx(), { subscriptionTier: 'premium' });
    const res = await generate(ctx(), token, 'x = 1; '.repeat(75_000));
    expect(res.statusCode).toBe(413);
    const { detail } = res.json<{ detail: string }>();
    expect(detail).toMatch(
      /^The flowchart for this code would be too large to show \(\d+\.\d MB; the limit is 4\.0 MB\)\. Split the code into smaller pieces\.$/,
    );
    expect(answerTooLargeMessage(MAX_ANSWER_BYTES + 1)).toContain('4.0 MB');
    expect(res.body.length).toBeLessThan(1000);
  });

  it('5,000-deep nesting answers a clear message, never the stack overflow', async () => {
    const { token } = await createTestUser(ctx(), { subscriptionTier: 'premium' });
    const res = await generate(
      ctx(),
      token,
      'if (a) {'.repeat(5000) + '}'.repeat(5000),
      'javascript',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<{ error: string }>().error).toBe(CODE_NESTED_TOO_DEEPLY);
    expect(res.body).not.toContain('call stack');
  });

  it('limits one user generations in flight (429), not another user', async () => {
    const { token } = await createTestUser(ctx(), { subscriptionTier: 'premium' });
    const large = 'x = x + 1\n'.repeat(9000);
    const answers = await Promise.all(
      Array.from({ length: GENERATIONS_IN_FLIGHT + 3 }, () => generate(ctx(), token, large)),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(GENERATIONS_IN_FLIGHT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    const refused = answers.find((r) => r.statusCode === 429);
    expect(refused?.json()).toEqual({ detail: GENERATIONS_IN_FLIGHT_MESSAGE });
    expect(refused?.headers['retry-after']).toBeDefined();
  });

  it('a bystander 3-line request stays fast, and never 503, during another user flood of large files', async () => {
    const flooder = await createTestUser(ctx(), { subscriptionTier: 'premium' });
    const bystander = await createTestUser(ctx());
    // warm both lanes
    await generate(ctx(), bystander.token, threeLines);
    await generate(ctx(), flooder.token, 'x = x + 1\n'.repeat(100));

    const large = 'if a and b:\n    x = [y * z for y in w if y]\nelse:\n    f(g(h))\n'.repeat(2400);
    let flooding = true;
    const floodStatuses: number[] = [];
    // 50 clients sending large files back to back, as the probe did
    const flood = Array.from({ length: 50 }, async () => {
      while (flooding) {
        const res = await generate(ctx(), flooder.token, large);
        floodStatuses.push(res.statusCode);
        if (res.statusCode === 429) await new Promise((r) => setTimeout(r, 20));
      }
    });
    await new Promise((r) => setTimeout(r, 300));
    const times: number[] = [];
    try {
      for (let i = 0; i < 15; i++) {
        const started = performance.now();
        const res = await generate(ctx(), bystander.token, threeLines);
        times.push(performance.now() - started);
        expect(res.statusCode).toBe(200);
        expect(res.json<{ error: null }>().error).toBeNull();
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      flooding = false;
      await Promise.all(flood);
    }
    // the flood did run: some of it was drawn, the rest refused per user
    expect(floodStatuses).toContain(200);
    expect(floodStatuses).toContain(429);
    expect(floodStatuses).not.toContain(503);
    times.sort((a, b) => a - b);
    // without the limits it waited behind the whole flood (10 s, then 503). The test client and
    // the flood share this process's event loop with the server, so the bounds leave room for
    // a loaded machine; bench/soak measures the bystander from a separate process
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(500);
    expect(times[times.length - 1]).toBeLessThan(2500);
  });
});
