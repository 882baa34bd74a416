import type { z } from 'zod';
import { noParamsSchema, noQuerySchema } from './requestRules';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone, a signed-in user (401 otherwise, checked before the body is
 * read), or an administrator (401, then 403, both before the body is read).
 */
export type EndpointAccess = 'public' | 'signedIn' | 'admin';

/** One call of the HTTP API as `defineEndpoint` takes it (docs/decisions/024-endpoint-table.md). */
export type EndpointSpec = {
  method: HttpMethod;
  /**
   * Fastify's pattern: `:name` for a path parameter (`/api/flowcharts/:id`). The API lives under
   * /api/; public pictures (embeds) under /embed/.
   */
  path: `/api/${string}` | `/embed/${string}`;
  access: EndpointAccess;
  /** Path parameters; none when left out (`noParamsSchema`). */
  params?: z.ZodType;
  /** The query string; none read when left out (`noQuerySchema`, unknown keys ignored). */
  query?: z.ZodType;
  /** The body; a call without one declares none (or `noBodySchema`: whatever is sent is ignored). */
  body?: z.ZodType;
  /**
   * The answers by status: the server encodes each answer with its schema (dropping undeclared
   * fields), the web app parses the answer it receives with it.
   */
  responses: { readonly [status: number]: z.ZodType };
  /**
   * An answer the handler writes itself as a file or stream (a CSV, the account export): no
   * schema encodes it on the server; the web app reads it with this one.
   */
  stream?: z.ZodType;
};

/** A table entry: its parameters and query always have a schema. */
export type Endpoint<S extends EndpointSpec = EndpointSpec> = Omit<S, 'params' | 'query'> & {
  params: S extends { params: infer P extends z.ZodType } ? P : typeof noParamsSchema;
  query: S extends { query: infer Q extends z.ZodType } ? Q : typeof noQuerySchema;
};

/** Declares one endpoint; the table's entries are built with it. Pure: bundlers may drop unused ones. */
/* @__NO_SIDE_EFFECTS__ */
export function defineEndpoint<const S extends EndpointSpec>(spec: S): Endpoint<S> {
  const endpoint = {
    ...spec,
    params: spec.params ?? noParamsSchema,
    query: spec.query ?? noQuerySchema,
  };
  // the defaults above are exactly the conditional types' fallbacks
  return endpoint as unknown as Endpoint<S>;
}

/** What a caller sends as path parameters, query and body (zod input types). */
export type EndpointParams<E extends Endpoint> = z.input<E['params']>;
export type EndpointQuery<E extends Endpoint> = z.input<E['query']>;
export type EndpointBody<E extends Endpoint> = E extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : undefined;

type SuccessStatus = 200 | 201 | 202 | 204;

/** What a successful call answers: its streamed content, or the 2xx responses' (parsed) types. */
export type EndpointAnswer<E extends Endpoint> = E extends { stream: infer S extends z.ZodType }
  ? z.output<S>
  : z.output<E['responses'][Extract<keyof E['responses'], SuccessStatus>]>;

/** The names of a path's parameters, in order (`/api/a/:id/b` → `['id']`). */
export function pathParamNames(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/**
 * The path of a call: each `:name` replaced by its value, URI-encoded. A missing value throws,
 * since the call would reach another endpoint.
 */
export function endpointPath(
  endpoint: Pick<EndpointSpec, 'path'>,
  params: Record<string, string | number> = {},
): string {
  return endpoint.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = params[segment.slice(1)];
      if (value === undefined) throw new Error(`${endpoint.path}: no value for ${segment}`);
      return encodeURIComponent(String(value));
    })
    .join('/');
}
