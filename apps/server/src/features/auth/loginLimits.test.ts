import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { accountLockedMessage } from '@codeflow/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { readOutbox, tokenFromLink } from '../../email/readOutbox';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { createTestUser } from '../../test/users';

/**
 * The limits count in fixed 15-minute windows: a test that crosses a window's end would start
 * over from zero half-way, so each starts at least 30 s before one.
 */
/** a test's time limit when it may first wait for the next window */
const WITH_WAIT_MS = 120_000;

async function awayFromWindowEdge(): Promise<void> {
  const windowMs = 15 * 60_000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < 30_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

/** The account-wide login limit and IPv6 clients counted per /64 (issue 14, item 5). */
describe.each(testDrivers)('login limits across addresses (%s)', (driver) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'codeflow-loginlimits-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  // no TRUST_PROXY: the client address is the socket's
  const ctx = useTestApp(driver, { DATA_DIR: dataDir });
  const from = (remoteAddress: string) => ({
    login: (username: string, password: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { username, password },
      }),
    post: (url: string, payload: object) =>
      ctx().app.inject({ method: 'POST', url, remoteAddress, payload }),
  });

  it(
    '300 guesses at one account from 30 loopback addresses meet 429s; the owner still signs in',
    async () => {
      // the owner signed in before from 127.0.0.1 (createTestUser starts a session from there)
      await awayFromWindowEdge();
      const { user, password } = await createTestUser(ctx());
      const statuses: number[] = [];
      for (let i = 0; i < 300; i++) {
        const res = await from(`127.0.0.${2 + (i % 30)}`).login(user.email, `guess-${i}`);
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 401)).toHaveLength(20);
      expect(statuses.filter((s) => s === 429)).toHaveLength(280);
      expect(statuses.slice(20).every((s) => s === 429)).toBe(true);

      // even the right password from yet another address is refused now
      const locked = await from('127.0.0.99').login(user.email, password);
      expect(locked.statusCode).toBe(429);
      expect(locked.json<{ detail: string }>().detail).toBe(
        accountLockedMessage(Number(locked.headers['retry-after'])),
      );

      // the owner's own client is not locked out
      expect((await from('127.0.0.1').login(user.email, password)).statusCode).toBe(200);

      // on a new device the owner proves the address with a reset link and signs in at once
      const device = from('127.0.0.77');
      expect((await device.login(user.email, password)).statusCode).toBe(429);
      expect(
        (await device.post('/api/auth/forgot-password', { email: user.email })).statusCode,
      ).toBe(200);
      await ctx().app.auth.email.settled();
      const reset = (await readOutbox(dataDir)).find(
        (m) => m.to === user.email && /Reset/.test(m.subject),
      );
      const token = tokenFromLink(reset!.text)!;
      const done = await device.post('/api/auth/reset-password', {
        token,
        new_password: 'owner-new-password',
      });
      expect(done.statusCode).toBe(200);
      expect((await device.login(user.email, 'owner-new-password')).statusCode).toBe(200);
      // the pass is the device's, not everyone's
      expect((await from('127.0.0.98').login(user.email, 'owner-new-password')).statusCode).toBe(
        429,
      );
    },
    WITH_WAIT_MS,
  );

  it(
    'counts IPv6 clients per /64: rotating the low 64 bits does not give a new budget',
    async () => {
      await awayFromWindowEdge();
      const statuses: number[] = [];
      for (let i = 0; i < 51; i++) {
        const res = await from(`2001:db8:aa:bb::${(i + 1).toString(16)}`).login(
          `spray-v6-${i}@example.com`,
          'wrong-password',
        );
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
      expect(statuses[50]).toBe(429);
      // another /64 has its own budget
      expect((await from('2001:db8:aa:cc::1').login('other-v6@example.com', 'x')).statusCode).toBe(
        401,
      );
    },
    WITH_WAIT_MS,
  );

  it(
    'a blocked client spraying new accounts writes no rate-limit rows',
    async () => {
      await awayFromWindowEdge();
      const client = from('127.0.3.3');
      const rows = async () => {
        const result = await ctx().database.db.execute(
          sql`select key, window_start, count, xmin::text as xmin from rate_limits order by key`,
        );
        return Reflect.get(result as object, 'rows') as unknown[];
      };
      for (let i = 0; i < 51; i++) await client.login(`spray4-${i}@example.com`, 'wrong-password');
      const blocked = await rows();
      for (let i = 51; i < 81; i++) {
        expect((await client.login(`spray4-${i}@example.com`, 'wrong-password')).statusCode).toBe(
          429,
        );
      }
      expect(await rows()).toEqual(blocked);
    },
    WITH_WAIT_MS,
  );
});
