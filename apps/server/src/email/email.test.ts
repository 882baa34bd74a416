import { mkdtempSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { testDrivers } from '../test/databases';
import { OutboxMailer } from './outboxMailer';
import { readOutbox, tokenFromLink } from './readOutbox';
import { escapeHtml, verifyEmailMessage } from './templates';

type Received = { from: string; to: string[]; data: string };

/**
 * Just enough SMTP (RFC 5321) to take messages from nodemailer on 127.0.0.1 and record them:
 * greeting, EHLO/HELO, MAIL, RCPT, DATA (until <CRLF>.<CRLF>), RSET, NOOP, QUIT.
 */
async function startSmtpServer(): Promise<{
  port: number;
  received: Received[];
  close: () => Promise<void>;
}> {
  const received: Received[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    socket.write('220 localhost test SMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 OK queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 localhost\r\n');
        else if (verb === 'MAIL') {
          current.from = line.slice(10).trim();
          socket.write('250 OK\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(line.slice(8).trim());
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 Bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable soft line breaks and =XX escapes (enough to find a link). */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('email templates', () => {
  it('escapes what they interpolate into HTML', () => {
    expect(escapeHtml(`<b>"Tom" & 'Jerry'</b>`)).toBe(
      '&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;',
    );
    const message = verifyEmailMessage(
      'x@example.com',
      '<script>alert(1)</script>',
      'https://codeflow.test/verify-email?token=abc&x="y"',
    );
    expect(message.html).not.toContain('<script>');
    expect(message.html).toContain('&lt;script&gt;');
    expect(message.html).toContain(
      'href="https://codeflow.test/verify-email?token=abc&amp;x=&quot;y&quot;"',
    );
    expect(message.text).toContain('https://codeflow.test/verify-email?token=abc&x="y"');
    expect(message.subject).toContain('Codeflow');
  });

  it('the outbox needs DATA_DIR to exist and never creates it', async () => {
    const missing = path.join(os.tmpdir(), `codeflow-missing-${Date.now()}`, 'data');
    const mailer = new OutboxMailer(missing, { info: () => undefined });
    await expect(
      mailer.send({ to: 'a@example.com', subject: 's', text: 't', html: 'h' }),
    ).rejects.toThrow(/ENOENT/);
  });
});

describe.each(testDrivers)('outbox delivery (%s)', (driver) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'codeflow-outbox-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const ctx = useTestApp(driver, { DATA_DIR: dataDir });

  it('writes {to, subject, text, html, createdAt} files whose link works', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'outbox@example.com', password: 'long-enough-pw', full_name: 'O' },
    });
    expect(res.statusCode).toBe(201);
    await ctx().app.auth.email.settled();
    const mails = await readOutbox(dataDir);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(path.basename(mail.file)).toMatch(/^\d{15}-[0-9a-f]{12}\.json$/);
    expect(Object.keys(mail).sort()).toEqual([
      'createdAt',
      'file',
      'html',
      'subject',
      'text',
      'to',
    ]);
    expect(mail.to).toBe('outbox@example.com');
    const verify = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: tokenFromLink(mail.text) },
    });
    expect(verify.statusCode).toBe(200);
  });
});

describe.each(testDrivers)('SMTP delivery (%s)', (driver) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const env: Record<string, string> = { EMAIL_FROM: 'Codeflow <no-reply@codeflow.test>' };
  beforeAll(async () => {
    smtp = await startSmtpServer();
    env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  });
  afterAll(() => smtp.close());
  const ctx = useTestApp(driver, env);

  it('sends the verification email over SMTP, and its link works', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'smtp@example.com', password: 'long-enough-pw', full_name: 'S' },
    });
    expect(res.statusCode).toBe(201);
    await ctx().app.auth.email.settled();
    expect(smtp.received).toHaveLength(1);
    const message = smtp.received[0]!;
    expect(message.from).toBe('<no-reply@codeflow.test>');
    expect(message.to).toEqual(['<smtp@example.com>']);
    const data = decodeQuotedPrintable(message.data);
    expect(data).toMatch(/^Subject: Verify your email for Codeflow$/m);
    expect(data).toMatch(/^To: smtp@example\.com$/m);
    expect(data).toContain('text/html');
    const token = tokenFromLink(data);
    expect(token).toMatch(/^[\w-]{43}$/);
    const verify = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(verify.statusCode).toBe(200);
  });
});

describe.each(testDrivers)('SMTP server down (%s)', (driver) => {
  const env: Record<string, string> = {};
  beforeAll(async () => {
    // a port nobody listens on: connections are refused
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  });
  const ctx = useTestApp(driver, env);

  it('still answers register and forgot-password normally (failures are only logged)', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'down@example.com', password: 'long-enough-pw', full_name: 'D' },
    });
    expect(res.statusCode).toBe(201);
    const forgot = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'down@example.com' },
    });
    expect(forgot.statusCode).toBe(200);
    await ctx().app.auth.email.settled();
  });
});
