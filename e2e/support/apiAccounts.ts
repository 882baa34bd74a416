import type { APIRequestContext } from '@playwright/test';
import type { Session } from './signInThroughApi';

/**
 * A made-up client address per account. The server trusts X-Forwarded-For (it runs behind a
 * proxy in production) and limits registrations per address: without this, a few specs in one run
 * would spend the shared test server's hourly allowance for 127.0.0.1.
 */
function clientAddress(): string {
  const byte = () => 1 + Math.floor(Math.random() * 253);
  return `10.${byte()}.${byte()}.${byte()}`;
}

/**
 * Registers and signs in through the API; the account stays unverified, which sign-in and the
 * flowchart calls allow. For tests whose subject is not the sign-up screens.
 */
export async function newAccountByApi(
  request: APIRequestContext,
  fullName = 'Dashboard Tester',
): Promise<Session & { password: string }> {
  const email = `dash-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const password = 'correct horse battery staple';
  const headers = { 'x-forwarded-for': clientAddress() };
  const register = await request.post('/api/auth/register', {
    data: { email, password, full_name: fullName },
    headers,
  });
  if (!register.ok()) throw new Error(`register: ${register.status()} ${await register.text()}`);
  return { ...(await signInByApi(request, email, password, headers)), password };
}

/** POST /api/auth/login (form data, as SPEC.md says). */
export async function signInByApi(
  request: APIRequestContext,
  email: string,
  password: string,
  headers: Record<string, string> = { 'x-forwarded-for': clientAddress() },
): Promise<Session> {
  const login = await request.post('/api/auth/login', {
    form: { username: email, password },
    headers,
  });
  if (!login.ok()) throw new Error(`login: ${login.status()} ${await login.text()}`);
  const body = (await login.json()) as { access_token: string; user: Session['user'] };
  return { token: body.access_token, user: body.user };
}
