import type { AuthStatus } from '../session/AuthContext';
import type { RouteAccess } from './pageRoutes';

/** The landing page has a rule of its own: signed-in visitors go on to /app (docs/product.md#screens-and-routes). */
export type GateAccess = RouteAccess | 'guest';

export type AccessDecision =
  { kind: 'render' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

/**
 * docs/product.md#screens-and-routes and docs/product.md#roles-and-plans: signed-out visitors of protected routes go to /, signed-in visitors of / go to
 * /app, non-admins of /super-admin go to /dashboard. While the session is still being checked
 * the gate waits, so the wrong page never flashes.
 */
export function accessDecision(
  access: GateAccess,
  status: AuthStatus,
  role: string | null,
): AccessDecision {
  if (access === 'public') return { kind: 'render' };
  if (status === 'loading') return { kind: 'wait' };
  const signedIn = status === 'authenticated';
  if (access === 'guest') return signedIn ? { kind: 'redirect', to: '/app' } : { kind: 'render' };
  if (!signedIn) return { kind: 'redirect', to: '/' };
  if (access === 'admin' && role !== 'admin') return { kind: 'redirect', to: '/dashboard' };
  return { kind: 'render' };
}
