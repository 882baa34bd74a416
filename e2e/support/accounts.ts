import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

let counter = 0;

/** A fresh address per call, so tests never share an account (and reruns never collide). */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${counter}@example.com`;
}

/** Registers through the API (for tests whose subject is not the sign-up form). */
export async function registerByApi(
  request: APIRequestContext,
  account: { email: string; password: string; fullName: string },
): Promise<void> {
  const res = await request.post('/api/auth/register', {
    data: { email: account.email, password: account.password, full_name: account.fullName },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The auth modal's dialog. */
export const authModal = (page: Page) => page.getByRole('dialog');

/** Opens the login screen and signs in; leaves the browser wherever the app sends it. */
export async function logInThroughModal(page: Page, email: string, password: string) {
  await page.goto('/?auth=login');
  const modal = authModal(page);
  await expect(modal.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Password', { exact: true }).fill(password);
  await modal.getByRole('button', { name: 'Sign In' }).click();
}
