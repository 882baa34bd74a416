import { vi } from 'vitest';

/** One call the app made, as the server would have seen it. */
export interface ApiCall {
  method: string;
  path: string;
  /** JSON bodies parsed, form bodies as a plain object, else undefined. */
  body: unknown;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

export type FakeRoute = FakeResponse | ((call: ApiCall) => FakeResponse | Promise<FakeResponse>);

function readBody(body: RequestInit['body']): unknown {
  if (typeof body === 'string') {
    try {
      return JSON.parse(body) as unknown;
    } catch {
      return body;
    }
  }
  if (body instanceof URLSearchParams) return Object.fromEntries(body);
  return undefined;
}

/**
 * Replaces the network (global fetch) with a table of answers keyed by "METHOD /path". Our own
 * modules stay real: the API client builds and sends requests exactly as in the browser. Calls
 * nobody expected answer 404 and stay in `calls`, so a test can assert on them.
 */
export function stubApi(routes: Record<string, FakeRoute>) {
  const calls: ApiCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      body: readBody(init.body),
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const answer =
      route === undefined
        ? { status: 404, body: { detail: 'Not Found' } }
        : typeof route === 'function'
          ? await route(call)
          : route;
    const status = answer.status ?? 200;
    const hasBody = answer.body !== undefined && status !== 204;
    return new Response(hasBody ? JSON.stringify(answer.body) : null, {
      status,
      headers: hasBody ? { 'content-type': 'application/json' } : {},
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}
