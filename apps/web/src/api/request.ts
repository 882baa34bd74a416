import { ApiError } from './ApiError';
import { API_ERROR_MESSAGES } from './apiErrorMessages';
import { readAuthToken } from './authToken';
import { messageForStatus } from './messageForStatus';
import { notifyUnauthorized } from './unauthorizedHandler';

/** docs/product.md#api and docs/product.md#constants-and-limits: every call gives up after 10000 ms. */
export const DEFAULT_TIMEOUT_MS = 10_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as form data (the login call); a plain object is URL-encoded. */
  form?: Record<string, string> | URLSearchParams | FormData;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** Cancels the call without it counting as a failure (e.g. TanStack Query's signal). */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Overrides VITE_API_BASE / same origin. */
  baseUrl?: string;
  /** False for calls whose 401 means "wrong credentials", not "session gone" (login). */
  notifyUnauthorized?: boolean;
}

function defaultBaseUrl(): string {
  return import.meta.env.VITE_API_BASE ?? '';
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  let url = baseUrl.replace(/\/+$/, '') + path;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== null && value !== undefined) params.append(key, String(value));
    }
    const qs = params.toString();
    if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  }
  return url;
}

function buildBody(opts: RequestOptions, headers: Headers): BodyInit | undefined {
  if (opts.form !== undefined) {
    // FormData and URLSearchParams set their own Content-Type (with the multipart boundary).
    if (opts.form instanceof FormData || opts.form instanceof URLSearchParams) return opts.form;
    return new URLSearchParams(opts.form);
  }
  if (opts.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    return JSON.stringify(opts.json);
  }
  return undefined;
}

async function readBody(response: Response): Promise<unknown> {
  // a picture (a dashboard thumbnail) stays bytes: the caller shows it through an object URL
  if ((response.headers.get('content-type') ?? '').startsWith('image/')) {
    return response.status === 204 ? undefined : response.blob();
  }
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isOnline(): boolean {
  // No navigator (Node 20) means we cannot tell; assume online rather than blame the user.
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function noResponseError(cause: unknown): ApiError {
  const online = isOnline();
  const error = new ApiError({
    status: 0,
    kind: online ? 'network' : 'offline',
    message: online ? API_ERROR_MESSAGES.network : API_ERROR_MESSAGES.offline,
  });
  error.cause = cause;
  return error;
}

/** A successful answer: its status and body (JSON parsed, text as text, none as undefined). */
export interface Answer {
  status: number;
  body: unknown;
}

/**
 * As `request`, resolving with the status beside the body: `call` (call.ts) parses the body with
 * the endpoint's schema for that status.
 */
export async function requestAnswer(
  method: HttpMethod,
  path: string,
  opts: RequestOptions = {},
): Promise<Answer> {
  const headers = new Headers(opts.headers);
  headers.set('Accept', 'application/json');
  const token = readAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const body = buildBody(opts, headers);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort(opts.signal?.reason);
  if (opts.signal?.aborted) abortFromCaller();
  opts.signal?.addEventListener('abort', abortFromCaller, { once: true });

  try {
    let response: Response;
    let parsed: unknown;
    try {
      response = await fetch(buildUrl(opts.baseUrl ?? defaultBaseUrl(), path, opts.query), {
        method,
        headers,
        body,
        credentials: 'include',
        signal: controller.signal,
      });
      // The time-out covers the body too: a server may send headers and then stall.
      parsed = await readBody(response);
    } catch (cause) {
      if (timedOut) {
        const error = new ApiError({
          status: 0,
          kind: 'timeout',
          message: API_ERROR_MESSAGES.timeout,
        });
        error.cause = cause;
        throw error;
      }
      if (opts.signal?.aborted) throw opts.signal.reason;
      throw noResponseError(cause);
    }

    if (response.ok) return { status: response.status, body: parsed };

    const detail =
      typeof parsed === 'object' && parsed !== null && 'detail' in parsed
        ? parsed.detail
        : undefined;
    const error = new ApiError({
      status: response.status,
      kind: 'http',
      message: messageForStatus(response.status, detail),
      detail,
    });
    if (response.status === 401 && opts.notifyUnauthorized !== false) notifyUnauthorized(error);
    throw error;
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', abortFromCaller);
  }
}

/**
 * The one place that talks HTTP to the API: base URL, bearer token, cookies, time-out, bodies,
 * and the error messages of docs/product.md#messages. Resolves with the body as received, not
 * checked (`call` checks it against the endpoint table); rejects with ApiError (or, when the
 * caller's own signal aborts, with that signal's reason).
 */
export async function request<T>(
  method: HttpMethod,
  path: string,
  opts: RequestOptions = {},
): Promise<T> {
  return (await requestAnswer(method, path, opts)).body as T;
}
