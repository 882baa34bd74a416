import type { Endpoint, EndpointAccess } from '@codeflow/contracts';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOnly } from '../features/auth/adminGuard';
import { authenticated } from '../features/auth/guard';
import type { AppInstance } from './appInstance';

/** The Fastify schema of an endpoint: its request parts and answers, as the table declares them. */
export type EndpointSchema<E extends Endpoint> = {
  params: E['params'];
  querystring: E['query'];
  response: E['responses'];
} & (E extends { body: infer B } ? { body: B } : unknown);

/** What a route file still says beside the table: body limit, its own hooks, a serializer… */
export type EndpointOptions<E extends Endpoint> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    EndpointSchema<E>,
    ZodTypeProvider,
    FastifyBaseLogger
  >,
  'schema'
>;

/** The handler, its request and reply typed from the endpoint's schemas. */
export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EndpointSchema<E>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

type Hook = RouteOptions['onRequest'];

/**
 * The hooks each access level puts first in `onRequest`, before the body is read: the caller's
 * token (401), then the admin role (403). http/protectedRoutes.ts sees `authenticated` and adds
 * `Cache-Control: no-store` to every answer of the route.
 */
const guards: Record<EndpointAccess, readonly unknown[]> = {
  public: [],
  signedIn: [authenticated],
  admin: [authenticated, adminOnly],
};

function onRequestOf(access: EndpointAccess, own: unknown): Hook {
  const ownHooks: readonly unknown[] = own === undefined ? [] : Array.isArray(own) ? own : [own];
  const hooks = [...guards[access], ...ownHooks];
  // a route with no hook keeps none, as one declared without the table did
  return hooks.length === 0 ? undefined : (hooks as Hook);
}

/**
 * Registers the route of a table entry (packages/contracts/src/endpoints/): its method, path and
 * schemas, and the guards of its access level, so a route file states only what is its own.
 */
export function route<E extends Endpoint>(
  app: AppInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void;
export function route<E extends Endpoint>(
  app: AppInstance,
  endpoint: E,
  options: EndpointOptions<E>,
  handler: EndpointHandler<E>,
): void;
export function route<E extends Endpoint>(
  app: AppInstance,
  endpoint: E,
  optionsOrHandler: EndpointOptions<E> | EndpointHandler<E>,
  maybeHandler?: EndpointHandler<E>,
): void {
  const options = typeof optionsOrHandler === 'function' ? {} : optionsOrHandler;
  const handler = typeof optionsOrHandler === 'function' ? optionsOrHandler : maybeHandler;
  const hasResponses = Object.keys(endpoint.responses).length > 0;
  const schema = {
    params: endpoint.params,
    querystring: endpoint.query,
    ...(endpoint.body ? { body: endpoint.body } : {}),
    // a streamed answer (endpoint.stream) is written by the handler: no schema encodes it
    ...(hasResponses ? { response: endpoint.responses } : {}),
  };
  const onRequest = onRequestOf(endpoint.access, options.onRequest);
  // the typed options and handler above are Fastify's own, only for this route's schema; the
  // untyped registration takes them unchanged
  (app as unknown as FastifyInstance).route({
    ...(options as Partial<RouteOptions>),
    ...(onRequest ? { onRequest } : {}),
    method: endpoint.method,
    url: endpoint.path,
    schema,
    handler: handler as RouteOptions['handler'],
  });
}
