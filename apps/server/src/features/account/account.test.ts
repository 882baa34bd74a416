import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ACCOUNT_EXPORT_FORMAT,
  accountMessages,
  authMessages,
  type AccountSession,
  type UserProfile,
} from '@codeflow/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { emailChangeRequests, sessions, users } from '../../db/schema/index';
import { readOutbox, tokenFromLink } from '../../email/readOutbox';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { createUser, findUserById } from '../auth/users';
import { signIn } from '../auth/signIn';
import { rawRows, sample, testDataKey } from '../../test/flowchartRequests';
import { EXPORT_PAGE_SIZE, exportAccount } from './accountExport';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe.each(testDrivers)('account settings (%s)', (driver) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'codeflow-account-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const ctx = useTestApp(driver, {
    DATA_DIR: dataDir,
    DATA_ENCRYPTION_KEY: testDataKey,
    PUBLIC_URL: 'https://codeflow.test/',
    TRUST_PROXY: 'true',
  });
  let ipCounter = 0;
  const call = (method: Method, url: string, token: string | null, payload?: object) =>
    ctx().app.inject({
      method,
      url,
      headers: {
        'x-forwarded-for': `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`,
        ...(token ? bearer(token) : {}),
      },
      ...(payload !== undefined && { payload }),
    });
  const login = (username: string, password: string) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': `10.8.0.${++ipCounter % 250}`,
      },
      payload: new URLSearchParams({ username, password }).toString(),
    });
  const mails = async (to: string, subject: RegExp) => {
    await ctx().app.auth.email.settled();
    return (await readOutbox(dataDir)).filter((m) => m.to === to && subject.test(m.subject));
  };
  /** another session of the same user, as a second browser would have */
  const secondSession = async (
    user: TestUser,
    userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/132.0',
  ) => {
    // the row as it is now: logout-all moved its token version on
    const fresh = await findUserById(ctx().app.auth.db, user.user.id);
    return (await signIn(ctx().app.auth, fresh!, { ip: '10.1.1.1', country: 'DE', userAgent }))
      .access_token;
  };
  const saveFlowchart = async (token: string, overrides: Record<string, unknown> = {}) => {
    const res = await call('POST', '/api/flowcharts', token, sample(overrides));
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  };

  it('refuses every signed-in call without a token (401)', async () => {
    for (const [method, url] of [
      ['GET', '/api/account'],
      ['PATCH', '/api/account/profile'],
      ['POST', '/api/account/email'],
      ['POST', '/api/account/password'],
      ['GET', '/api/account/sessions'],
      ['DELETE', '/api/account/sessions/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/account/export'],
      ['POST', '/api/account/delete'],
    ] as const) {
      const res = await call(
        method,
        url,
        null,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  describe('profile', () => {
    it('changes the full name with the sign-up rule, trimmed', async () => {
      const user = await createTestUser(ctx());
      const res = await call('PATCH', '/api/account/profile', user.token, {
        full_name: '  Ada Lovelace ',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<UserProfile>().full_name).toBe('Ada Lovelace');
      const me = await call('GET', '/api/auth/me', user.token);
      expect(me.json<UserProfile>().full_name).toBe('Ada Lovelace');
    });

    it.each([
      ['a line break', 'Ada\nLovelace', authMessages.fullNameUnsafe],
      ['a bidi override', 'Ada\u202eLovelace', authMessages.fullNameUnsafe],
      ['a blank name', '   ', authMessages.fullNameRequired],
      ['a name over 200 characters', 'a'.repeat(201), authMessages.fullNameTooLong],
    ])('refuses %s (422)', async (_what, fullName, msg) => {
      const user = await createTestUser(ctx());
      const res = await call('PATCH', '/api/account/profile', user.token, { full_name: fullName });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        detail: [expect.objectContaining({ loc: ['body', 'full_name'], msg })],
      });
    });
  });

  describe('email change', () => {
    it('an owner-made account that proves a new address is no longer owner-made', async () => {
      const made = await createUser(ctx().app.auth.db, {
        email: `owner-made-${ipCounter}@example.com`,
        password: 'chosen-by-the-member-1',
        fullName: 'Member',
        isVerified: false,
        ownerProvisioned: true,
      });
      const { access_token: token } = await signIn(ctx().app.auth, made!, {
        ip: '127.0.0.1',
        country: null,
        userAgent: 'vitest',
      });
      const newEmail = `proven-${ipCounter}@example.com`;
      const res = await call('POST', '/api/account/email', token, {
        new_email: newEmail,
        current_password: 'chosen-by-the-member-1',
      });
      expect(res.statusCode).toBe(200);
      const [confirm] = await mails(newEmail, /Confirm your new email/);
      const applied = await call('POST', '/api/account/email/confirm', null, {
        token: tokenFromLink(confirm!.text)!,
      });
      expect(applied.statusCode).toBe(200);
      const after = await findUserById(ctx().database.db, made!.id);
      expect(after).toMatchObject({ email: newEmail, isVerified: true, ownerProvisioned: false });
    });

    it('mails a link to the new address and a notice to the old; the link applies it once', async () => {
      const user = await createTestUser(ctx(), { email: 'old-address@example.com' });
      const res = await call('POST', '/api/account/email', user.token, {
        new_email: 'New-Address@Example.com',
        current_password: user.password,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: accountMessages.emailChangeSent });
      const overview = await call('GET', '/api/account', user.token);
      expect(overview.json()).toEqual({
        has_password: true,
        google_linked: false,
        pending_email: 'new-address@example.com',
      });
      // nothing changes yet
      const before = await call('GET', '/api/auth/me', user.token);
      expect(before.json<UserProfile>().email).toBe('old-address@example.com');

      const [notice] = await mails('old-address@example.com', /is being changed/);
      expect(notice?.text).toContain('new-address@example.com');
      const [confirm] = await mails('new-address@example.com', /Confirm your new email/);
      expect(confirm?.text).toMatch(
        /https:\/\/codeflow\.test\/account\/confirm-email\?token=[\w-]{43}/,
      );
      const token = tokenFromLink(confirm!.text)!;

      const applied = await call('POST', '/api/account/email/confirm', null, { token });
      expect(applied.statusCode).toBe(200);
      expect(applied.json()).toEqual({ message: accountMessages.emailChanged });
      const after = await call('GET', '/api/auth/me', user.token);
      expect(after.json<UserProfile>().email).toBe('new-address@example.com');
      expect((await call('GET', '/api/account', user.token)).json()).toMatchObject({
        pending_email: null,
      });
      expect((await login('new-address@example.com', user.password)).statusCode).toBe(200);
      expect((await login('old-address@example.com', user.password)).statusCode).toBe(401);

      const again = await call('POST', '/api/account/email/confirm', null, { token });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ detail: accountMessages.emailChangeLinkInvalid });
    });

    it('answers an address held by another account like a free one, and tells its holder (issue 22, item 16)', async () => {
      const user = await createTestUser(ctx());
      const taken = await createTestUser(ctx());
      const res = await call('POST', '/api/account/email', user.token, {
        new_email: taken.user.email.toUpperCase(),
        current_password: user.password,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: accountMessages.emailChangeSent });
      expect((await call('GET', '/api/account', user.token)).json()).toMatchObject({
        pending_email: taken.user.email,
      });
      expect(await mails(taken.user.email, /Confirm your new email/)).toEqual([]);
      const [notice] = await mails(taken.user.email, /move another Codeflow account/);
      expect(notice?.text).toContain('nothing was changed');
      expect(notice?.text).not.toContain(user.user.email);
      expect(await mails(user.user.email, /is being changed/)).toHaveLength(1);
      expect((await findUserById(ctx().database.db, user.user.id))?.email).toBe(user.user.email);
    });

    it('refuses a wrong password (403) and the same address (400)', async () => {
      const user = await createTestUser(ctx());
      const wrong = await call('POST', '/api/account/email', user.token, {
        new_email: 'free-address@example.com',
        current_password: 'not my password',
      });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toEqual({ detail: accountMessages.wrongPassword });
      const missing = await call('POST', '/api/account/email', user.token, {
        new_email: 'free-address@example.com',
      });
      expect(missing.statusCode).toBe(403);
      const same = await call('POST', '/api/account/email', user.token, {
        new_email: user.user.email,
        current_password: user.password,
      });
      expect(same.statusCode).toBe(400);
      const invalid = await call('POST', '/api/account/email', user.token, {
        new_email: 'not an address',
        current_password: user.password,
      });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json<{ detail: { loc: unknown[] }[] }>().detail[0]?.loc).toEqual([
        'body',
        'new_email',
      ]);
      expect(
        await ctx()
          .database.db.select()
          .from(emailChangeRequests)
          .where(eq(emailChangeRequests.userId, user.user.id)),
      ).toEqual([]);
    });

    it('refuses an expired link, an unknown one, a link voided by a newer one, and an address taken meanwhile', async () => {
      const user = await createTestUser(ctx());
      const ask = async (to: string) => {
        const res = await call('POST', '/api/account/email', user.token, {
          new_email: to,
          current_password: user.password,
        });
        expect(res.statusCode).toBe(200);
        const [mail] = await mails(to, /Confirm your new email/);
        return tokenFromLink(mail!.text)!;
      };
      const confirm = (token: string) =>
        call('POST', '/api/account/email/confirm', null, { token });

      const first = await ask('first-choice@example.com');
      const second = await ask('second-choice@example.com');
      expect((await confirm(first)).statusCode).toBe(400);
      await ctx()
        .database.db.update(emailChangeRequests)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(emailChangeRequests.userId, user.user.id));
      const expired = await confirm(second);
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({ detail: accountMessages.emailChangeLinkInvalid });
      expect((await confirm('not-a-token')).statusCode).toBe(400);

      const third = await ask('contested@example.com');
      await createTestUser(ctx(), { email: 'contested@example.com' });
      const taken = await confirm(third);
      expect(taken.statusCode).toBe(409);
      const me = await call('GET', '/api/auth/me', user.token);
      expect(me.json<UserProfile>().email).toBe(user.user.email);
    });
  });

  describe('password change', () => {
    it('needs the current password, signs out other sessions and keeps this one', async () => {
      const user = await createTestUser(ctx());
      const other = await secondSession(user);
      expect((await call('GET', '/api/auth/me', other)).statusCode).toBe(200);

      const wrong = await call('POST', '/api/account/password', user.token, {
        current_password: 'not my password',
        new_password: 'a brand new password',
      });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toEqual({ detail: accountMessages.wrongPassword });
      expect((await call('GET', '/api/auth/me', other)).statusCode).toBe(200);

      const short = await call('POST', '/api/account/password', user.token, {
        current_password: user.password,
        new_password: 'short',
      });
      expect(short.statusCode).toBe(422);

      const res = await call('POST', '/api/account/password', user.token, {
        current_password: user.password,
        new_password: 'a brand new password',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: accountMessages.passwordChanged });
      expect((await call('GET', '/api/auth/me', user.token)).statusCode).toBe(200);
      expect((await call('GET', '/api/auth/me', other)).statusCode).toBe(401);
      expect((await login(user.user.email, user.password)).statusCode).toBe(401);
      expect((await login(user.user.email, 'a brand new password')).statusCode).toBe(200);
      expect(await mails(user.user.email, /password was changed/)).toHaveLength(1);
    });

    it('a Google-only account has no password to change (400)', async () => {
      const google = await createUser(ctx().app.auth.db, {
        email: 'google-only-pw@example.com',
        fullName: 'G',
        isVerified: true,
        googleSub: 'sub-pw',
      });
      const { access_token } = await signIn(ctx().app.auth, google!, {
        ip: null,
        country: null,
        userAgent: null,
      });
      expect((await call('GET', '/api/account', access_token)).json()).toEqual({
        has_password: false,
        google_linked: true,
        pending_email: null,
      });
      const res = await call('POST', '/api/account/password', access_token, {
        current_password: 'anything',
        new_password: 'a brand new password',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: accountMessages.googleOnlyPassword });
    });
  });

  describe('sessions', () => {
    it('lists open sessions with device and place, marks the current one, revokes one', async () => {
      const user = await createTestUser(ctx());
      const other = await secondSession(user);
      const res = await call('GET', '/api/account/sessions', user.token);
      expect(res.statusCode).toBe(200);
      const list = res.json<AccountSession[]>();
      expect(list).toHaveLength(2);
      const current = list.find((s) => s.current);
      const elsewhere = list.find((s) => !s.current);
      expect(current).toMatchObject({ device: 'Unknown device', country: null });
      expect(elsewhere).toMatchObject({ device: 'Firefox on Linux', country: 'DE' });
      expect(Date.parse(elsewhere!.started_at)).not.toBeNaN();
      expect(Date.parse(elsewhere!.last_seen_at)).not.toBeNaN();

      const revoked = await call('DELETE', `/api/account/sessions/${elsewhere!.id}`, user.token);
      expect(revoked.statusCode).toBe(204);
      expect((await call('GET', '/api/auth/me', other)).statusCode).toBe(401);
      expect((await call('GET', '/api/auth/me', user.token)).statusCode).toBe(200);
      const after = await call('GET', '/api/account/sessions', user.token);
      expect(after.json<AccountSession[]>().map((s) => s.id)).toEqual([current!.id]);
      // an ended session is not found again
      expect(
        (await call('DELETE', `/api/account/sessions/${elsewhere!.id}`, user.token)).statusCode,
      ).toBe(404);
    });

    it("another user's session, an unknown id and a non-id are 404, and nothing ends", async () => {
      const user = await createTestUser(ctx());
      const victim = await createTestUser(ctx());
      const [victimSession] = await ctx()
        .database.db.select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, victim.user.id));
      for (const id of [victimSession!.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
        const res = await call('DELETE', `/api/account/sessions/${id}`, user.token);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ detail: accountMessages.sessionNotFound });
      }
      expect((await call('GET', '/api/auth/me', victim.token)).statusCode).toBe(200);
      const list = await call('GET', '/api/account/sessions', user.token);
      expect(list.json<AccountSession[]>().map((s) => s.id)).not.toContain(victimSession!.id);
    });

    it('log out everywhere empties the list', async () => {
      const user = await createTestUser(ctx());
      await secondSession(user);
      expect((await call('POST', '/api/auth/logout-all', user.token)).statusCode).toBe(200);
      const fresh = await secondSession(user);
      const list = await call('GET', '/api/account/sessions', fresh);
      expect(list.json<AccountSession[]>()).toHaveLength(1);
    });
  });

  describe('data export', () => {
    it('streams every flowchart decrypted, in pages, and nothing of other users', async () => {
      const user = await createTestUser(ctx(), { subscriptionTier: 'premium' });
      const stranger = await createTestUser(ctx(), { subscriptionTier: 'premium' });
      const strangerMarker = 'STRANGER_SECRET_CODE_71';
      await saveFlowchart(stranger.token, { code: `x = "${strangerMarker}"\n` });
      // more than two pages, inserted directly: the plan's lifetime limit is not what is tested
      const count = EXPORT_PAGE_SIZE * 2 + 7;
      const first = await saveFlowchart(user.token, { title: 'Chart 0', code: 'x = "MARK_0"\n' });
      const share = await call('POST', `/api/flowcharts/${first}/share`, user.token);
      expect(share.statusCode).toBe(200);
      for (let i = 1; i < count; i++) {
        await saveFlowchart(user.token, { title: `Chart ${i}`, code: `x = "MARK_${i}"\n` });
      }

      const res = await call('GET', '/api/account/export', user.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="codeflow-export-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).not.toContain(strangerMarker);
      expect(res.body).not.toContain(stranger.user.email);
      expect(res.body).not.toContain('v1:'); // no ciphertext
      const data = res.json<{
        format: string;
        profile: UserProfile;
        flowcharts: { id: string; code: string; flowchart: string; title: string }[];
        share_links: { flowchart_id: string; url: string }[];
        sessions: { ip: string; user_agent: string }[];
        payments: unknown[];
        payment_orders: unknown[];
      }>();
      expect(data.format).toBe(ACCOUNT_EXPORT_FORMAT);
      expect(data.profile.email).toBe(user.user.email);
      expect(data.flowcharts).toHaveLength(count);
      const codes = new Set(data.flowcharts.map((f) => f.code));
      for (let i = 0; i < count; i++) expect(codes).toContain(`x = "MARK_${i}"\n`);
      expect(data.flowcharts[0]?.flowchart).toContain('flowchart TD');
      expect(data.share_links).toEqual([
        expect.objectContaining({
          flowchart_id: first,
          url: expect.stringMatching(/^https:\/\/codeflow\.test\/editor\?shareId=/) as unknown,
        }),
      ]);
      expect(data.sessions).toEqual([
        expect.objectContaining({ ip: '127.0.0.1', user_agent: 'vitest' }),
      ]);
      expect(data.payments).toEqual([]);

      // written page by page: each chunk holding flowcharts holds one page of them at most
      const chunks: string[] = [];
      const deps = {
        db: ctx().app.db,
        cipher: await ctx().app.dataCipher(),
        publicUrl: 'https://codeflow.test',
      };
      for await (const chunk of exportAccount(deps, user.user.id)) chunks.push(chunk);
      const withCode = chunks.filter((c) => c.includes('"code": "x = '));
      // the flowcharts, then their versions (one each: the create's), each page by page
      expect(withCode).toHaveLength(2 * Math.ceil(count / EXPORT_PAGE_SIZE));
      for (const chunk of withCode) {
        expect(chunk.match(/"code": /g)?.length).toBeLessThanOrEqual(EXPORT_PAGE_SIZE);
      }
      const streamed = JSON.parse(chunks.join('')) as typeof data;
      expect(streamed.flowcharts).toEqual(data.flowcharts);
    });
  });

  describe('account deletion', () => {
    it('refuses a wrong password, a wrong typed confirmation and a missing password', async () => {
      const user = await createTestUser(ctx());
      const wrongPassword = await call('POST', '/api/account/delete', user.token, {
        password: 'not my password',
        confirmation: user.user.email,
      });
      expect(wrongPassword.statusCode).toBe(403);
      expect(wrongPassword.json()).toEqual({ detail: accountMessages.wrongPassword });
      const wrongConfirmation = await call('POST', '/api/account/delete', user.token, {
        password: user.password,
        confirmation: 'DELETE',
      });
      expect(wrongConfirmation.statusCode).toBe(400);
      expect(wrongConfirmation.json()).toEqual({ detail: accountMessages.confirmationMismatch });
      const noPassword = await call('POST', '/api/account/delete', user.token, {
        confirmation: user.user.email,
      });
      expect(noPassword.statusCode).toBe(403);
      const noConfirmation = await call('POST', '/api/account/delete', user.token, {
        password: user.password,
      });
      expect(noConfirmation.statusCode).toBe(422);
      expect((await call('GET', '/api/auth/me', user.token)).statusCode).toBe(200);
      expect((await login(user.user.email, user.password)).statusCode).toBe(200);
    });

    it('deletes the account and its rows everywhere, cancels the plan, keeps an anonymous payment record', async () => {
      const user = await createTestUser(ctx());
      const other = await secondSession(user);
      // a real paid Pro plan through the test-mode checkout
      const order = await call('POST', '/api/subscription/create-checkout-session', user.token, {
        plan_id: 'pro',
      });
      expect(order.statusCode).toBe(200);
      const paid = await call(
        'POST',
        '/api/subscription/webhook/mock-payment-success',
        user.token,
        {
          order_id: order.json<{ order_id: string }>().order_id,
          plan_id: 'pro',
        },
      );
      expect(paid.statusCode).toBe(200);
      const flowchartId = await saveFlowchart(user.token);
      await call('POST', `/api/flowcharts/${flowchartId}/share`, user.token);
      await call('POST', '/api/account/email', user.token, {
        new_email: 'never-confirmed@example.com',
        current_password: user.password,
      });
      const [{ receipt } = { receipt: '' }] = await rawRows(
        ctx(),
        sql`select receipt from payment_orders where user_id = ${user.user.id} and status = 'paid'`,
      );
      expect(receipt).not.toBe('');

      const res = await call('POST', '/api/account/delete', user.token, {
        password: user.password,
        confirmation: ` ${user.user.email.toUpperCase()} `,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: accountMessages.accountDeleted });

      expect((await login(user.user.email, user.password)).statusCode).toBe(401);
      expect((await call('GET', '/api/auth/me', user.token)).statusCode).toBe(401);
      expect((await call('GET', '/api/auth/me', other)).statusCode).toBe(401);
      expect(await mails(user.user.email, /has been deleted/)).toHaveLength(1);

      // every table with a user_id column holds nothing of the user any more
      const tables = await rawRows(
        ctx(),
        sql`select table_name from information_schema.columns
            where column_name = 'user_id' and table_schema = 'public'`,
      );
      expect(tables.length).toBeGreaterThanOrEqual(8);
      for (const { table_name } of tables) {
        const rows = await rawRows(
          ctx(),
          sql`select count(*)::int as n from ${sql.identifier(String(table_name))} where user_id = ${user.user.id}`,
        );
        expect(rows[0]?.n, String(table_name)).toBe(0);
      }
      expect(
        await ctx().database.db.select().from(users).where(eq(users.id, user.user.id)),
      ).toEqual([]);
      const flowchartRows = await rawRows(
        ctx(),
        sql`select id from flowcharts where id = ${flowchartId}`,
      );
      expect(flowchartRows).toEqual([]);
      // the accounting record stays, with nothing naming the person
      const retained = await rawRows(
        ctx(),
        sql`select * from retained_payments where receipt = ${receipt}`,
      );
      expect(retained).toHaveLength(1);
      const record = JSON.stringify(retained[0]);
      expect(record).not.toContain(user.user.id);
      expect(record).not.toContain(user.user.email);
      expect(retained[0]).toMatchObject({ plan_id: 'pro', currency: 'USD' });
    });

    it('refuses the owner of a team with members (409); the member exports the team, the owner deletes after removing it', async () => {
      const owner = await createTestUser(ctx(), {
        subscriptionTier: 'organization',
        subscriptionExpiryDate: new Date(Date.now() + 30 * 86_400_000),
      });
      const added = await call('POST', '/api/organization/add-member', owner.token, {
        email: 'team-member-export@example.com',
        full_name: 'Member',
        password: 'correct horse 42',
      });
      expect(added.statusCode).toBe(201);
      const memberId = added.json<{ id: string }>().id;
      const refused = await call('POST', '/api/account/delete', owner.token, {
        password: owner.password,
        confirmation: owner.user.email,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail: accountMessages.ownsTeam });

      const ownerExport = (await call('GET', '/api/account/export', owner.token)).json<{
        team: { owns: { member_count: number } | null };
      }>();
      expect(ownerExport.team.owns?.member_count).toBe(1);
      // the owner's password is temporary: the member chooses their own first (decision 028)
      const memberLogin = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/choose-password',
        headers: { 'x-forwarded-for': `10.8.0.${++ipCounter % 250}` },
        payload: {
          username: 'team-member-export@example.com',
          password: 'correct horse 42',
          new_password: 'member own horse 42',
        },
      });
      expect(memberLogin.statusCode).toBe(200);
      const memberToken = memberLogin.json<{ access_token: string }>().access_token;
      const memberExport = (await call('GET', '/api/account/export', memberToken)).json<{
        team: { member_of: { owner_email: string } | null; owns: unknown };
      }>();
      expect(memberExport.team).toMatchObject({
        owns: null,
        member_of: { owner_email: owner.user.email },
      });

      const removed = await call(
        'DELETE',
        `/api/organization/remove-member/${memberId}`,
        owner.token,
      );
      expect(removed.statusCode).toBeLessThan(300);
      const deleted = await call('POST', '/api/account/delete', owner.token, {
        password: owner.password,
        confirmation: owner.user.email,
      });
      expect(deleted.statusCode).toBe(200);
    });

    it('a Google-only account confirms with its email and a recent sign-in', async () => {
      const google = await createUser(ctx().app.auth.db, {
        email: 'google-only-delete@example.com',
        fullName: 'G',
        isVerified: true,
        googleSub: 'sub-delete',
      });
      const { access_token } = await signIn(ctx().app.auth, google!, {
        ip: null,
        country: null,
        userAgent: null,
      });
      await ctx()
        .database.db.update(sessions)
        .set({ startedAt: new Date(Date.now() - 60 * 60 * 1000) })
        .where(eq(sessions.userId, google!.id));
      const stale = await call('POST', '/api/account/delete', access_token, {
        confirmation: google!.email,
      });
      expect(stale.statusCode).toBe(403);
      expect(stale.json()).toEqual({ detail: accountMessages.recentSignInRequired });

      const fresh = await signIn(ctx().app.auth, google!, {
        ip: null,
        country: null,
        userAgent: null,
      });
      const res = await call('POST', '/api/account/delete', fresh.access_token, {
        confirmation: google!.email,
      });
      expect(res.statusCode).toBe(200);
      expect(await ctx().database.db.select().from(users).where(eq(users.id, google!.id))).toEqual(
        [],
      );
    });
  });
});
