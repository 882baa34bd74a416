import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { INVITE_LIMITS, inviteLimitMessage } from '@codeflow/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { readOutbox } from '../../email/readOutbox';
import { call, testDataKey } from '../../test/flowchartRequests';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { createTestUser } from '../../test/users';
import { enforceInviteLimits } from './inviteLimits';

const inAMonth = () => new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
const address = (tag = 'invitee') => `${tag}-${randomBytes(5).toString('hex')}@example.com`;

/**
 * Issue 21, finding 9: one owner sent 50 invite emails in 6 s, each carrying the owner's name as
 * a lure with a URL, and each address was then held by a verified account.
 */
describe.each(testDrivers)('invite email as a phishing channel (%s)', (driver) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'codeflow-invites-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const ctx = useTestApp(driver, {
    DATA_DIR: dataDir,
    DATA_ENCRYPTION_KEY: testDataKey,
    PUBLIC_URL: 'https://codeflow.test',
  });
  const owner = (fullName = 'Olga Owner') =>
    createTestUser(ctx(), {
      subscriptionTier: 'organization',
      subscriptionExpiryDate: inAMonth(),
      fullName,
    });
  const invite = (token: string, email = address()) =>
    call(ctx(), 'POST', '/api/organization/add-member', token, { email, full_name: 'Ivy' });

  it(`refuses an owner's add-member calls past ${INVITE_LIMITS.perHour} an hour (429, Retry-After)`, async () => {
    const { token, user } = await owner();
    const answers: number[] = [];
    for (let i = 0; i < INVITE_LIMITS.perHour; i++) {
      const res = await invite(token);
      answers.push(res.statusCode);
      // a full team still counts: removing and re-adding must not send unlimited email
      if (res.statusCode === 201) {
        const id = res.json<{ id: string }>().id;
        expect(
          (await call(ctx(), 'DELETE', `/api/organization/remove-member/${id}`, token)).statusCode,
        ).toBe(204);
      }
    }
    expect(answers.every((s) => s === 201)).toBe(true);
    const email = address('refused');
    const refused = await invite(token, email);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.json()).toEqual({ detail: inviteLimitMessage(retryAfter) });
    // nothing was created or sent for the refused call
    const [row] = await ctx().database.db.select().from(users).where(eq(users.email, email));
    expect(row).toBeUndefined();
    await ctx().app.auth.email.settled();
    expect((await readOutbox(dataDir)).some((m) => m.to === email)).toBe(false);
    // another owner has their own budget
    expect((await invite((await owner()).token)).statusCode).toBe(201);
    expect(user.id).toBeDefined();
  });

  it(`and past ${INVITE_LIMITS.perDay} a day, spread over hours`, async () => {
    const { user } = await owner();
    const db = ctx().database.db;
    const day = Date.UTC(2030, 0, 1);
    let calls = 0;
    for (let hour = 0; calls < INVITE_LIMITS.perDay; hour++) {
      for (let i = 0; i < INVITE_LIMITS.perHour && calls < INVITE_LIMITS.perDay; i++, calls++) {
        await enforceInviteLimits(db, user.id, new Date(day + hour * 3600_000 + i * 1000));
      }
    }
    const refused = enforceInviteLimits(db, user.id, new Date(day + 10 * 3600_000));
    await expect(refused).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    const error = await refused.then(
      () => null,
      (e: unknown) => e as { retryAfterSeconds: number },
    );
    expect(error?.retryAfterSeconds).toBe(14 * 3600);
    // the next day is a new budget
    await enforceInviteLimits(db, user.id, new Date(day + 24 * 3600_000));
  });

  it('quotes the inviter’s name and never lets it carry a link', async () => {
    const { token } = await owner(
      'Olga — sign in at evil-login.example/codeflow or https://x.test',
    );
    const email = address('lured');
    expect((await invite(token, email)).statusCode).toBe(201);
    await ctx().app.auth.email.settled();
    const [mail] = (await readOutbox(dataDir)).filter((m) => m.to === email);
    expect(mail).toBeDefined();
    for (const part of [mail!.text, mail!.html]) {
      expect(part).not.toContain('evil-login');
      expect(part).not.toContain('x.test');
      expect(part).toContain('“Olga — sign in at [link removed] or [link removed]”');
    }
    // initials are not links
    const tolkien = await owner('J.R.R. Tolkien');
    const other = address('initials');
    await invite(tolkien.token, other);
    await ctx().app.auth.email.settled();
    const [second] = (await readOutbox(dataDir)).filter((m) => m.to === other);
    expect(second!.text).toContain('“J.R.R. Tolkien” added you');
  });

  it('an invited address is not verified until its owner follows the link', async () => {
    const { token } = await owner();
    const email = address('unverified');
    const res = await invite(token, email);
    expect(res.statusCode).toBe(201);
    const [row] = await ctx().database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ isVerified: false, ownerProvisioned: true });
  });
});
