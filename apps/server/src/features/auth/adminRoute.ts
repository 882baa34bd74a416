import { authenticated } from './guard';
import { adminOnly } from './adminGuard';

/**
 * Route options of every admin-only call (admin, analytics, commerce, audit): signed in (401
 * otherwise), then the admin role (403 otherwise), both before the body is read or validated.
 */
export const adminRoute = { preValidation: authenticated, onRequest: adminOnly } as const;
