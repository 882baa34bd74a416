import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../email/readOutbox';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { createUser } from './users';

const ROUNDS = 40;
const WARM_UP = 5;
/** the slower path's median may be at most this many times the faster one's … */
const MAX_RATIO = 1.5;
/** … unless the two medians are this close anyway (ms): scheduler noise on a busy machine */
const NOISE_FLOOR_MS = 0.25;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Forgot-password must not tell by its timing whether an address has an account (issue 14,
 * item 4): both paths do the same work before answering; the lookup, the token and the email
 * happen after the answer.
 */
describe.each(testDrivers)('forgot-password timing (%s)', (driver) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'codeflow-forgot-timing-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const ctx = useTestApp(driver, { DATA_DIR: dataDir });
  let client = 0;
  const forgot = async (email: string) => {
    const remoteAddress = `127.1.${client >> 8}.${client++ & 255}`;
    const started = performance.now();
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress,
      payload: { email },
    });
    const elapsed = performance.now() - started;
    expect(res.statusCode).toBe(200);
    // what the request set going (if anything) finishes before the next one is timed
    await ctx().app.auth.email.settled();
    return elapsed;
  };

  it(`answers known and unknown addresses in the same time (median of ${ROUNDS})`, async () => {
    const n = ROUNDS + WARM_UP;
    const known: string[] = [];
    for (let i = 0; i < n; i++) {
      const user = await createUser(ctx().app.auth.db, {
        email: `timing-${i}-${randomBytes(3).toString('hex')}@example.com`,
        passwordHash: 'not-a-real-hash',
        fullName: 'Timing',
        isVerified: true,
      });
      known.push(user!.email);
    }
    const unknown = known.map((e) => `missing-${e}`);
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < n; i++) {
      // alternate which goes first, so drift in the machine's load hits both alike
      const order = i % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
      for (const kind of order) {
        const elapsed = await forgot(kind === 'known' ? known[i]! : unknown[i]!);
        if (i >= WARM_UP) times[kind].push(elapsed);
      }
    }
    const a = median(times.known);
    const b = median(times.unknown);
    const ratio = Math.max(a, b) / Math.min(a, b);
    const summary = `known ${a.toFixed(2)} ms, unknown ${b.toFixed(2)} ms, ratio ${ratio.toFixed(2)}`;
    if (Math.abs(a - b) > NOISE_FLOOR_MS) expect(ratio, summary).toBeLessThan(MAX_RATIO);

    // and the known addresses did get their links
    const mails = await readOutbox(dataDir);
    expect(mails.filter((m) => known.includes(m.to))).toHaveLength(n);
    expect(mails.filter((m) => unknown.includes(m.to))).toHaveLength(0);
  });
});
