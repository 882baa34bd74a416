import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, it } from 'vitest';
import type { HeaderUser } from './HeaderUser';
import { Header } from './Header';

function renderHeader(user: HeaderUser | null, pending = false) {
  const router = createMemoryRouter([
    { path: '*', element: <Header user={user} pending={pending} /> },
  ]);
  return render(<RouterProvider router={router} />);
}

const banner = () => screen.getByRole('banner');

it('signed out: Sign In and Sign Up Free, no Logout', () => {
  renderHeader(null);
  expect(within(banner()).getAllByRole('link', { name: 'Sign In' }).length).toBeGreaterThan(0);
  expect(within(banner()).getAllByRole('link', { name: 'Sign Up Free' }).length).toBeGreaterThan(0);
  expect(screen.queryByText('Logout')).not.toBeInTheDocument();
});

it('the mobile menu starts closed but exists, so aria-controls resolves', () => {
  const { container } = renderHeader(null);
  const toggle = screen.getByRole('button', { name: 'Open menu' });
  expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
  const menu = container.querySelector('nav#mobile-menu');
  expect(menu).not.toBeNull();
  expect(menu).not.toBeVisible();
});

it('signed in as admin: welcome, ADMIN tag, Dashboard, Super Admin, Logout', () => {
  renderHeader({ fullName: 'Ada Lovelace', isAdmin: true });
  expect(screen.getAllByTestId('welcome')[0]).toHaveTextContent('Welcome, Ada Lovelace');
  expect(screen.getAllByText('ADMIN').length).toBeGreaterThan(0);
  const hrefs = screen.getAllByRole('link', { hidden: true }).map((a) => a.getAttribute('href'));
  expect(hrefs).toContain('/dashboard');
  expect(hrefs).toContain('/super-admin');
  expect(hrefs).toContain('/pricing');
  expect(screen.getAllByRole('button', { name: 'Logout', hidden: true }).length).toBeGreaterThan(0);
  expect(screen.queryByText('Sign Up Free')).not.toBeInTheDocument();
});

it('on a phone the days-left badge sits in the header bar, not only in the closed menu', () => {
  renderHeader({
    fullName: 'Ada',
    isAdmin: false,
    daysLeft: { text: '12 days left', urgent: false, days: 12 },
  });
  expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  const phone = screen.getByTestId('days-left-phone');
  expect(phone).toHaveClass('md:hidden');
  expect(phone).toHaveTextContent('12 days left');
});

it('signed in with a paid plan: the days-left badge, red when urgent', () => {
  const { unmount } = renderHeader({
    fullName: 'Ada',
    isAdmin: false,
    daysLeft: { text: '12 days left', urgent: false, days: 12 },
  });
  const calm = screen.getAllByTestId('days-left')[0];
  expect(calm).toHaveTextContent('12 days left');
  expect(calm).toHaveClass('bg-emerald-100');
  unmount();

  renderHeader({
    fullName: 'Ada',
    isAdmin: false,
    daysLeft: { text: 'Subscription Expired', urgent: true, days: -2 },
  });
  const urgent = screen.getAllByTestId('days-left')[0];
  expect(urgent).toHaveTextContent('Subscription Expired');
  expect(urgent).toHaveClass('bg-red-100');
});

it('no badge without days left; Logout in the mobile menu too', () => {
  renderHeader({ fullName: 'Ada', isAdmin: false, daysLeft: null });
  expect(screen.queryByTestId('days-left')).not.toBeInTheDocument();
  expect(screen.getAllByTestId('logout')).toHaveLength(2);
});

it('while the session is checked: neither Sign In nor Logout', () => {
  renderHeader(null, true);
  expect(screen.queryByText('Sign In')).not.toBeInTheDocument();
  expect(screen.queryByText('Logout')).not.toBeInTheDocument();
  expect(screen.getAllByTestId('account-pending').length).toBeGreaterThan(0);
});
