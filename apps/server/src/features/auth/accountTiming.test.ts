import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { hashPassword } from '../../security/passwords';
import { createUser } from './users';

const ROUNDS = 24;
/**
 * The next-request probe takes 2-3 ms: a burst of another test file's work beside it moves a
 * median of 24 by a millisecond, so it takes more rounds (cheap: no password is hashed).
 */
const PROBE_ROUNDS = 64;
const WARM_UP = 3;
/**
 * The two populations' medians may differ by at most this factor: loose enough for a busy
 * machine, tight enough that the differences the probe measured (a new address 2.4 times as slow
 * to register; a known address's work slowing the next request 1.5 to 2.2 times) fail.
 */
const MAX_RATIO = 1.5;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function compare(known: number[], unknown: number[]) {
  const a = median(known);
  const b = median(unknown);
  const ratio = Math.max(a, b) / Math.min(a, b);
  return {
    ratio,
    summary: `known ${a.toFixed(2)} ms, unknown ${b.toFixed(2)} ms, ratio ${ratio.toFixed(2)}`,
  };
}

/**
 * Issue 21 finding 11: whether an address has an account must not show in how long a call
 * takes, nor in how long the *next* call takes (work left running in the background).
 * Populations of known and unknown addresses, interleaved, compared by their medians.
 */
describe.each(testDrivers)('account existence by timing (%s)', (driver) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'codeflow-account-timing-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const ctx = useTestApp(driver, { DATA_DIR: dataDir });
  let client = 0;
  const nextAddress = () => `127.2.${client >> 8}.${client++ & 255}`;
  const timed = async (url: string, payload: object, remoteAddress = nextAddress()) => {
    const started = performance.now();
    const res = await ctx().app.inject({ method: 'POST', url, remoteAddress, payload });
    const elapsed = performance.now() - started;
    expect(res.statusCode, url).toBeLessThan(300);
    return elapsed;
  };
  const knownAccounts = async (n: number, prefix: string) => {
    const passwordHash = await hashPassword('an existing password');
    const emails: string[] = [];
    for (let i = 0; i < n; i++) {
      const user = await createUser(ctx().app.auth.db, {
        email: `${prefix}-${i}-${randomBytes(3).toString('hex')}@example.com`,
        passwordHash,
        fullName: 'Timing',
        isVerified: true,
      });
      emails.push(user!.email);
    }
    return emails;
  };

  it('registers a new and an existing address in the same time', async () => {
    const n = ROUNDS + WARM_UP;
    const known = await knownAccounts(n, 'reg');
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < n; i++) {
      const order = i % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
      for (const kind of order) {
        const email =
          kind === 'known' ? known[i]! : `new-${i}-${randomBytes(3).toString('hex')}@example.com`;
        const elapsed = await timed('/api/auth/register', {
          email,
          password: 'a fine password 1',
          full_name: 'New Person',
        });
        await ctx().app.auth.email.settled();
        if (i >= WARM_UP) times[kind].push(elapsed);
      }
    }
    const { ratio, summary } = compare(times.known, times.unknown);
    console.info(`register: ${summary}`);
    expect(ratio, summary).toBeLessThan(MAX_RATIO);
  });

  it('leaves the next request as fast after a known address as after an unknown one', async () => {
    const n = PROBE_ROUNDS + WARM_UP;
    const known = await knownAccounts(n, 'next');
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < n; i++) {
      const order = i % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
      for (const kind of order) {
        const email = kind === 'known' ? known[i]! : `missing-${i}@example.com`;
        await timed('/api/auth/forgot-password', { email });
        // the attacker's probe, sent as soon as the first answer is in
        const next = await timed('/api/auth/forgot-password', {
          email: `probe-${kind}-${i}@example.com`,
        });
        await ctx().app.auth.email.settled();
        if (i >= WARM_UP) times[kind].push(next);
      }
    }
    const { ratio, summary } = compare(times.known, times.unknown);
    console.info(`forgot, next request: ${summary}`);
    expect(ratio, summary).toBeLessThan(MAX_RATIO);
  });
});
