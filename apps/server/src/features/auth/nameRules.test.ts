import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { authMessages } from '@codeflow/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { readOutbox } from '../../email/readOutbox';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { createTestUser } from '../../test/users';
import { cleanName } from './users';

/** Names cannot carry text of their own into emails or banners (issue 14, item 10). */
describe.each(testDrivers)('names and the emails sent to unproven addresses (%s)', (driver) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'codeflow-names-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const ctx = useTestApp(driver, { DATA_DIR: dataDir, TRUST_PROXY: 'true' });
  let ip = 0;
  const post = (url: string, payload: object) =>
    ctx().app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'x-forwarded-for': `10.7.0.${++ip}` },
    });
  const mailsTo = async (to: string) => {
    await ctx().app.auth.email.settled();
    return (await readOutbox(dataDir)).filter((m) => m.to === to);
  };

  const unsafeNames = [
    'Bob\r\n\r\nYour account is locked, visit https://evil.example',
    'Bob\nNew paragraph',
    'Tab\there',
    'Bell\u0007',
    'Esc\u001b[31m',
    'Next\u0085line',
    'Line\u2028separator',
    ...[
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ].map((c) => `Admin${c}txt.exe`),
  ];

  it.each(unsafeNames.map((name) => [JSON.stringify(name), name]))(
    'refuses the name %s with a clear 422 and creates nothing',
    async (_label, name) => {
      const email = `unsafe-${++ip}@example.com`;
      const res = await post('/api/auth/register', {
        email,
        password: 'long-enough-pw',
        full_name: name,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        detail: [
          { loc: ['body', 'full_name'], msg: authMessages.fullNameUnsafe, type: 'value_error' },
        ],
      });
      const rows = await ctx().database.db.select().from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(0);
    },
  );

  it('accepts ordinary names in any script', async () => {
    for (const name of ['Zoë O’Brien-Smith', 'محمد علي', '李小龍', 'Ana María']) {
      const res = await post('/api/auth/register', {
        email: `ok-${++ip}@example.com`,
        password: 'long-enough-pw',
        full_name: name,
      });
      expect(res.statusCode).toBe(201);
    }
  });

  it('the verification email does not echo the name the requester typed', async () => {
    const email = 'no-echo@example.com';
    const name = 'Visit evil dot example to keep your account';
    expect(
      (await post('/api/auth/register', { email, password: 'long-enough-pw', full_name: name }))
        .statusCode,
    ).toBe(201);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toMatch(/Verify your email/);
    expect(mail!.text + mail!.html).not.toContain('evil dot example');
  });

  it('a reset email to an unverified account does not echo its name either', async () => {
    const { user } = await createTestUser(ctx(), {
      isVerified: false,
      fullName: 'Phishing paragraph here',
    });
    expect((await post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
    await ctx().app.auth.email.settled();
    const mails = await mailsTo(user.email);
    expect(mails.length).toBeGreaterThan(0);
    for (const m of mails) expect(m.text + m.html).not.toContain('Phishing paragraph');
  });

  it('names from elsewhere (Google, stored before the rule) lose those characters', () => {
    expect(cleanName('Eve\r\nEvil\u202etxt.exe\tX')).toBe('Eve Evil txt.exe X');
    expect(cleanName('x'.repeat(300))).toHaveLength(200);
  });
});
