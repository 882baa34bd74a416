import { shareUrl } from '@codeflow/contracts';

/** The landing page's parameter naming the page to open after signing in. */
export const NEXT_PARAM = 'next';

/** Protected pages with a public counterpart a signed-out visitor is shown instead. */
const SIGNED_OUT_PAGES: Record<string, string> = { '/pricing': '/PricingPagePublic' };

/**
 * Where the access gate sends a signed-out visitor of `pathname` + `search`: a page with a public
 * counterpart (/pricing) to that page; every other protected page to the sign-in modal with the
 * page kept in `next`, so signing in leads back to it (issue 22, item 17; a share link keeps only
 * its id, docs/product.md#share-links).
 */
export function signInPathFor(pathname: string, search: string): string {
  const counterpart = SIGNED_OUT_PAGES[pathname];
  if (counterpart) return counterpart;
  const shareId = pathname === '/editor' ? new URLSearchParams(search).get('shareId') : null;
  const next = shareId ? shareUrl(shareId) : `${pathname}${search}`;
  const params = new URLSearchParams({ auth: 'login', [NEXT_PARAM]: next });
  return `/?${params.toString()}`;
}

/**
 * The page to open after signing in: `next` when it is a path of this site (one leading slash,
 * no scheme, no second slash or backslash that a browser would read as another host, no control
 * characters), else /app. `next` comes from the address bar, so it is never trusted further.
 */
export function pathAfterSignIn(next: string | null): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (next && /^\/(?![/\\])[^\u0000-\u001f\u007f\\]*$/.test(next)) return next;
  return '/app';
}

/**
 * Where the access gate's redirect to `to` really goes: a signed-out visitor of a protected page
 * to the sign-in modal that remembers it (signInPathFor); a signed-in visitor of /?next=… (the landing page the
 * moment sign-in succeeds) to that page instead of /app; everything else where `to` says.
 */
export function gateRedirect(
  to: string,
  signedIn: boolean,
  pathname: string,
  search: string,
): string {
  if (!signedIn) return to === '/' ? signInPathFor(pathname, search) : to;
  if (to === '/app') return pathAfterSignIn(new URLSearchParams(search).get(NEXT_PARAM));
  return to;
}
