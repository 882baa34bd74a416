import type { Page } from '@playwright/test';

/** What the web app keeps in localStorage for a signed-in user. */
export interface ApiSession {
  token: string;
  user: { id: string; email: string; role: string };
}

/** POST /api/auth/login on `baseURL` (form data, as docs/product.md#api says). */
export async function loginByFetch(
  baseURL: string,
  email: string,
  password: string,
): Promise<ApiSession> {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: email, password }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { access_token: string; user: ApiSession['user'] };
  return { token: body.access_token, user: body.user };
}

/** POST /api/flowcharts on `baseURL` as the session's user. */
export async function createFlowchartByFetch(
  baseURL: string,
  session: ApiSession,
  title: string,
): Promise<void> {
  const res = await fetch(`${baseURL}/api/flowcharts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title,
      language: 'python',
      code: 'print("hi")',
      flowchart: 'flowchart TD\n  A["print(\\"hi\\")"]',
    }),
  });
  if (res.status !== 201) throw new Error(`create flowchart: ${res.status} ${await res.text()}`);
}

/** Opens every page of this test signed in as the session's user. */
export async function useSession(page: Page, session: ApiSession): Promise<void> {
  await page.addInitScript((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
}
