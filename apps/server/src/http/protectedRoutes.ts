import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { authenticated } from '../features/auth/guard';
import type { AppInstance } from './appInstance';

type Hook = RouteOptions['onRequest'];
type HookFn = Exclude<NonNullable<Hook>, readonly unknown[]>;

function hooksOf(hook: Hook | undefined): HookFn[] {
  if (!hook) return [];
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- narrows the union's array member
  return (Array.isArray(hook) ? hook : [hook]) as HookFn[];
}

/** Private answers (a user's flowcharts, their profile, a shared view) are never cached. */
// eslint-disable-next-line @typescript-eslint/require-await -- an onSend hook that returns the payload
export async function noStore(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  reply.header('cache-control', 'no-store');
  return payload;
}

/**
 * A route guarded by `authenticated` (an endpoint of access `signedIn` or `admin`, registered by
 * http/registerEndpoint.ts, or a route declaring it as `preValidation`) has the check in
 * `onRequest`, first, before Fastify reads the body, so an anonymous caller cannot make the
 * server hold a request body (it gets its 401 while the upload is still on the wire), and
 * `Cache-Control: no-store` on every answer. A 401 still comes before any 422.
 */
export function registerProtectedRoutes(app: AppInstance): void {
  app.addHook('onRoute', (route) => {
    const preValidation = hooksOf(route.preValidation);
    const onRequest = hooksOf(route.onRequest);
    const guarded = preValidation.includes(authenticated) || onRequest.includes(authenticated);
    if (!guarded) return;
    route.preValidation = preValidation.filter((hook) => hook !== (authenticated as HookFn));
    route.onRequest = [
      authenticated,
      ...onRequest.filter((hook) => hook !== (authenticated as HookFn)),
    ];
    route.onSend = [...hooksOf(route.onSend as Hook), noStore] as RouteOptions['onSend'];
  });
}
