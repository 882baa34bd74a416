import type { HeaderUser } from './HeaderUser';

export interface NavLink {
  label: string;
  to: string;
}

/** docs/product.md#header: shared by the desktop bar and the mobile menu so they never disagree. */
export function navLinks(user: HeaderUser | null): NavLink[] {
  const links: NavLink[] = [
    { label: 'Home', to: '/' },
    { label: 'Pricing', to: user ? '/pricing' : '/PricingPagePublic' },
  ];
  if (user) links.push({ label: 'Dashboard', to: '/dashboard' });
  if (user?.isAdmin) links.push({ label: 'Super Admin', to: '/super-admin' });
  return links;
}

/** Until the auth modal exists, Sign In / Sign Up Free open the landing page with a marker. */
export const SIGN_IN_PATH = '/?auth=login';
export const SIGN_UP_PATH = '/?auth=signup';
