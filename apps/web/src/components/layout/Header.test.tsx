// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, it } from 'vitest';
import type { HeaderUser } from './HeaderUser';
import { Header } from './Header';

function render(user: HeaderUser | null, pending = false) {
  const router = createMemoryRouter([
    { path: '*', element: <Header user={user} pending={pending} /> },
  ]);
  return renderToString(<RouterProvider router={router} />);
}

it('signed out: Sign In and Sign Up Free, no Logout', () => {
  const html = render(null);
  expect(html).toContain('>Sign In<');
  expect(html).toContain('>Sign Up Free<');
  expect(html).not.toContain('Logout');
});

it('the mobile menu starts closed but exists, so aria-controls resolves', () => {
  const html = render(null);
  expect(html).toContain('aria-controls="mobile-menu"');
  expect(html).toMatch(/<nav id="mobile-menu" hidden=""/);
});

it('signed in as admin: welcome, ADMIN tag, Dashboard, Super Admin, Logout', () => {
  const html = render({ fullName: 'Ada Lovelace', isAdmin: true });
  expect(html).toContain('Welcome, <!-- -->Ada Lovelace');
  expect(html).toContain('ADMIN');
  expect(html).toContain('href="/dashboard"');
  expect(html).toContain('href="/super-admin"');
  expect(html).toContain('href="/pricing"');
  expect(html).toContain('Logout');
  expect(html).not.toContain('Sign Up Free');
});

it('signed in with a paid plan: the days-left badge, red when urgent', () => {
  const calm = render({
    fullName: 'Ada',
    isAdmin: false,
    daysLeft: { text: '12 days left', urgent: false, days: 12 },
  });
  expect(calm).toMatch(/data-testid="days-left" class="[^"]*bg-emerald-100[^"]*">12 days left</);
  const urgent = render({
    fullName: 'Ada',
    isAdmin: false,
    daysLeft: { text: 'Subscription Expired', urgent: true, days: -2 },
  });
  expect(urgent).toMatch(
    /data-testid="days-left" class="[^"]*bg-red-100[^"]*">Subscription Expired</,
  );
});

it('no badge without days left; Logout in the mobile menu too', () => {
  const html = render({ fullName: 'Ada', isAdmin: false, daysLeft: null });
  expect(html).not.toContain('days-left');
  expect(html.match(/data-testid="logout"/g)).toHaveLength(2);
});

it('while the session is checked: neither Sign In nor Logout', () => {
  const html = render(null, true);
  expect(html).not.toContain('Sign In');
  expect(html).not.toContain('Logout');
  expect(html).toContain('data-testid="account-pending"');
});
