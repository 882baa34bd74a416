import type { APIRequestContext } from '@playwright/test';
import type { Session } from './signInThroughApi';

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
  // every spec shares the test server's address: its RATE_LIMIT_FACTOR leaves room for that
  const register = await request.post('/api/auth/register', {
    data: { email, password, full_name: fullName },
  });
  if (!register.ok()) throw new Error(`register: ${register.status()} ${await register.text()}`);
  return { ...(await signInByApi(request, email, password)), password };
}

/** POST /api/auth/login (form data, as docs/product.md#api says). */
export async function signInByApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<Session> {
  const login = await request.post('/api/auth/login', { form: { username: email, password } });
  if (!login.ok()) throw new Error(`login: ${login.status()} ${await login.text()}`);
  const body = (await login.json()) as { access_token: string; user: Session['user'] };
  return { token: body.access_token, user: body.user };
}
