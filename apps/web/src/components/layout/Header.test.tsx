// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, it } from 'vitest';
import type { HeaderUser } from './HeaderUser';
import { Header } from './Header';

function render(user: HeaderUser | null) {
  const router = createMemoryRouter([{ path: '*', element: <Header user={user} /> }]);
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
