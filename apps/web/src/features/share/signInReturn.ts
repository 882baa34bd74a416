import { shareUrl } from '@codeflow/contracts';

/** The landing page's parameter naming the page to open after signing in. */
export const NEXT_PARAM = 'next';

/**
 * Where the access gate sends a signed-out visitor of `pathname` + `search`: for a share link
 * (/editor?shareId=…), the sign-in modal with the link kept in `next`, so signing in leads back to
 * the shared flowchart (docs/product.md#share-links); null for every other page (they go to /).
 */
export function signInPathFor(pathname: string, search: string): string | null {
  if (pathname !== '/editor') return null;
  const shareId = new URLSearchParams(search).get('shareId');
  if (!shareId) return null;
  const params = new URLSearchParams({ auth: 'login', [NEXT_PARAM]: shareUrl(shareId) });
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
 * Where the access gate's redirect to `to` really goes: a signed-out visitor of a share link to
 * the sign-in modal that remembers it; a signed-in visitor of /?next=… (the landing page the
 * moment sign-in succeeds) to that page instead of /app; everything else where `to` says.
 */
export function gateRedirect(
  to: string,
  signedIn: boolean,
  pathname: string,
  search: string,
): string {
  if (!signedIn) return signInPathFor(pathname, search) ?? to;
  if (to === '/app') return pathAfterSignIn(new URLSearchParams(search).get(NEXT_PARAM));
  return to;
}
