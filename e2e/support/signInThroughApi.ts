import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { dataDir } from './env';

export type Session = { token: string; user: { id: string; email: string; role: string } };

type OutboxEmail = { to: string; subject: string; text: string; html: string };

/** The newest verification token mailed to `email` (the embedded server writes emails as JSON). */
async function verificationToken(email: string): Promise<string> {
  const folder = path.join(dataDir(), 'outbox');
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (await readdir(folder).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      if (!file.endsWith('.json')) continue;
      let mail: OutboxEmail;
      try {
        mail = JSON.parse(await readFile(path.join(folder, file), 'utf8')) as OutboxEmail;
      } catch {
        continue; // still being written; the next pass reads it whole
      }
      if (mail.to !== email) continue;
      const token = /verify-email\?token=([\w-]+)/.exec(mail.text + mail.html)?.[1];
      if (token) return token;
    }
    // emails are sent in the background after the register answer
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no verification email for ${email} in ${folder}`);
}

/**
 * A new verified account, signed in through the API (register, follow the emailed link, log in):
 * the UI's sign-in screens are not what the editor tests are about.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  name = 'Editor Tester',
): Promise<Session> {
  const email = `editor-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const password = 'correct horse battery staple';
  const register = await request.post('/api/auth/register', {
    data: { email, password, full_name: name },
  });
  if (!register.ok()) throw new Error(`register: ${register.status()} ${await register.text()}`);
  const token = await verificationToken(email);
  const verify = await request.post('/api/auth/verify-email', { data: { token } });
  if (!verify.ok()) throw new Error(`verify: ${verify.status()} ${await verify.text()}`);
  const login = await request.post('/api/auth/login', { form: { username: email, password } });
  if (!login.ok()) throw new Error(`login: ${login.status()} ${await login.text()}`);
  const body = (await login.json()) as { access_token: string; user: Session['user'] };
  return { token: body.access_token, user: body.user };
}

/** Puts the session where the web app keeps it (docs/product.md#entities: token and user in localStorage). */
export async function useSessionInPage(page: Page, session: Session): Promise<void> {
  await page.addInitScript((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
}
