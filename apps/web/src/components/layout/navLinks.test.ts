import { expect, it } from 'vitest';
import { navLinks } from './navLinks';

it('signed out: Home and the public pricing page', () => {
  expect(navLinks(null)).toEqual([
    { label: 'Home', to: '/' },
    { label: 'Pricing', to: '/PricingPagePublic' },
  ]);
});

it('signed in: the checkout pricing page and Dashboard, no Super Admin', () => {
  expect(navLinks({ fullName: 'Ada', isAdmin: false }).map((l) => l.to)).toEqual([
    '/',
    '/pricing',
    '/dashboard',
  ]);
});

it('admin: Super Admin too', () => {
  expect(navLinks({ fullName: 'Ada', isAdmin: true }).at(-1)).toEqual({
    label: 'Super Admin',
    to: '/super-admin',
  });
});
