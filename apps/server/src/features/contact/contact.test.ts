import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contactTexts } from '@codeflow/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index';
import { readOutbox } from '../../email/readOutbox';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { storeContactMessage } from './contactMessages';

describe.each(testDrivers)('POST /api/contact (%s)', (driver) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'codeflow-contact-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const ctx = useTestApp(driver, {
    DATA_DIR: dataDir,
    SUPPORT_EMAIL: 'help@operator.test',
    TRUST_PROXY: 'true',
  });
  let ip = 0;
  const send = (payload: object, client = `10.9.0.${++ip}`) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      payload,
      headers: { 'x-forwarded-for': client, 'user-agent': 'contact-test' },
    });
  const valid = (over: object = {}) => ({
    name: 'Ada Reader',
    email: `ada-${++ip}@example.com`,
    subject: 'Question about exports',
    message: 'Can I export a chart as PDF <b>with</b> one page per function?',
    ...over,
  });
  const rowsFrom = (email: string) =>
    ctx().database.db.select().from(contactMessages).where(eq(contactMessages.email, email));

  it('stores the message and emails it to SUPPORT_EMAIL, escaped in the HTML part', async () => {
    const body = valid();
    const res = await send(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: contactTexts.sent });
    const [row] = await rowsFrom(body.email);
    expect(row).toMatchObject({
      name: 'Ada Reader',
      subject: 'Question about exports',
      message: body.message,
      userAgent: 'contact-test',
    });
    expect(row?.ip).toMatch(/^10\.9\.0\./);
    await ctx().app.auth.email.settled();
    const mail = (await readOutbox(dataDir)).find((m) => m.text.includes(body.email));
    expect(mail).toMatchObject({
      to: 'help@operator.test',
      subject: '[Contact] Question about exports',
    });
    expect(mail?.html).toContain('&lt;b&gt;with&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>with</b>');
  });

  it('answers a filled honeypot like a success but keeps and sends nothing', async () => {
    const body = valid({ website: 'http://spam.example' });
    const res = await send(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: contactTexts.sent });
    expect(await rowsFrom(body.email)).toEqual([]);
    await ctx().app.auth.email.settled();
    expect((await readOutbox(dataDir)).some((m) => m.text.includes(body.email))).toBe(false);
  });

  it.each([
    ['a missing name', { name: '' }, contactTexts.nameRequired],
    ['a name over two lines', { name: 'Ada\nBcc: x@y.z' }, contactTexts.nameUnsafe],
    ['a bad email', { email: 'not-an-email' }, contactTexts.emailInvalid],
    ['a missing subject', { subject: '  ' }, contactTexts.subjectRequired],
    ['a subject over two lines', { subject: 'Hi\r\nBcc: x@y.z' }, contactTexts.subjectUnsafe],
    ['a short message', { message: 'hi' }, contactTexts.messageTooShort],
    ['a long message', { message: 'x'.repeat(5001) }, contactTexts.messageTooLong],
  ])('refuses %s with 422 and the field message', async (_what, over, message) => {
    const body = valid(over);
    const res = await send(body);
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain(message);
    if (typeof body.email === 'string') expect(await rowsFrom(body.email)).toEqual([]);
  });

  it('limits one client to 5 messages an hour and one sender address to 3', async () => {
    const client = '10.99.0.1';
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await send(valid(), client)).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);

    const sender = valid();
    const bySender: number[] = [];
    for (let i = 0; i < 4; i++) bySender.push((await send(sender)).statusCode);
    expect(bySender).toEqual([201, 201, 201, 429]);
    expect(await rowsFrom(sender.email)).toHaveLength(3);
  });

  it('deletes messages older than a year when a new one is stored', async () => {
    const db = ctx().database.db;
    await db.insert(contactMessages).values({
      name: 'Old',
      email: 'old@example.com',
      subject: 'Old',
      message: 'An old message.',
      createdAt: new Date(Date.now() - 400 * 86_400_000),
    });
    await storeContactMessage(db, {
      name: 'New',
      email: 'new@example.com',
      subject: 'New',
      message: 'A new message.',
      ip: null,
      userAgent: null,
    });
    expect(await rowsFrom('old@example.com')).toEqual([]);
    expect(await rowsFrom('new@example.com')).toHaveLength(1);
  });
});
