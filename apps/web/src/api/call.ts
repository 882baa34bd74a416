import {
  endpointPath,
  type Endpoint,
  type EndpointAnswer,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
} from '@codeflow/contracts';
import { ApiError } from './ApiError';
import { API_ERROR_MESSAGES } from './apiErrorMessages';
import { requestAnswer, type QueryValue, type RequestOptions } from './request';

/** Path parameters: required when the endpoint's path has any. */
type ParamsInput<E extends Endpoint> = E['path'] extends `${string}/:${string}`
  ? { params: EndpointParams<E> }
  : { params?: undefined };

/** What one call sends besides the endpoint, and how (see RequestOptions). */
export type CallInput<E extends Endpoint> = ParamsInput<E> & {
  query?: EndpointQuery<E>;
  /** Sent as JSON. */
  body?: EndpointBody<E>;
} & Pick<
    RequestOptions,
    'form' | 'headers' | 'signal' | 'timeoutMs' | 'baseUrl' | 'notifyUnauthorized'
  >;

/** The error of an answer not of the shape its endpoint declares. */
export function malformedAnswer(status: number, cause: unknown): ApiError {
  const error = new ApiError({ status, kind: 'malformed', message: API_ERROR_MESSAGES.malformed });
  error.cause = cause;
  return error;
}

/**
 * The schema of an answer: the one declared for its status, else, for a success, the endpoint's
 * one success schema (a 200 where 201 is declared has the same shape).
 */
function schemaFor(endpoint: Endpoint, status: number): Endpoint['responses'][number] | undefined {
  const declared = endpoint.responses[status];
  if (declared || status < 200 || status >= 300) return declared;
  const successes = Object.entries(endpoint.responses).filter(([code]) => code.startsWith('2'));
  return successes.length === 1 ? successes[0]?.[1] : undefined;
}

/**
 * Calls an endpoint of the contracts' table (packages/contracts/src/endpoints/): builds the URL
 * from its path (parameters URI-encoded) and query, sends the body, and parses the answer with
 * the endpoint's schema for the status received. An answer that does not match it rejects with
 * an ApiError of kind `malformed` (docs/product.md#messages) instead of reaching the screen.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> = {} as CallInput<E>,
): Promise<EndpointAnswer<E>> {
  const { params, query, body, ...opts } = input;
  const path = endpointPath(endpoint, params);
  const answer = await requestAnswer(endpoint.method, path, {
    ...opts,
    json: body,
    // a query's values are strings, numbers and booleans: its zod input type says no more
    query: query as Record<string, QueryValue> | undefined,
  });
  const schema = endpoint.stream ?? schemaFor(endpoint, answer.status);
  if (!schema)
    throw malformedAnswer(answer.status, new Error(`no answer ${answer.status} declared`));
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success) throw malformedAnswer(answer.status, parsed.error);
  return parsed.data as EndpointAnswer<E>;
}
