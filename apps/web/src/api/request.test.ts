// @vitest-environment node
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { API_ERROR_MESSAGES } from './apiErrorMessages';
import { DEFAULT_TIMEOUT_MS, request } from './request';
import { setUnauthorizedHandler } from './unauthorizedHandler';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

function json(res: ServerResponse, status: number, payload: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(payload));
}

const routes: Record<string, Handler> = {
  '/ok': (_req, res) => json(res, 200, { hello: 'world' }),
  '/no-content': (_req, res) => {
    res.writeHead(204);
    res.end();
  },
  '/echo': (req, res, body) =>
    json(res, 200, { method: req.method, url: req.url, headers: req.headers, body }),
  '/401': (_req, res) => json(res, 401, { detail: 'Could not validate credentials' }),
  '/422-string': (_req, res) => json(res, 422, { detail: 'Email already registered' }),
  '/422-list': (_req, res) =>
    json(res, 422, {
      detail: [
        { loc: ['body', 'email'], msg: 'Invalid email address', type: 'value_error' },
        { loc: ['body', 'password'], msg: 'Too short', type: 'value_error' },
      ],
    }),
  '/422-list-no-msg': (_req, res) =>
    json(res, 422, { detail: [{ loc: ['body', 'email'], type: 'value_error' }] }),
  '/422-no-detail': (_req, res) => json(res, 422, { error: 'nope' }),
  '/500': (_req, res) => json(res, 500, { detail: 'database exploded' }),
  '/503': (_req, res) => {
    res.writeHead(503, { 'Content-Type': 'text/html' });
    res.end('<h1>Service Unavailable</h1>');
  },
  '/404-detail': (_req, res) => json(res, 404, { detail: 'Flowchart not found' }),
  '/404-no-detail': (_req, res) => {
    res.writeHead(404);
    res.end();
  },
  '/png': (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'image/png' });
    res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0xff, 0x00]));
  },
  '/hang': () => {
    // Never answers: the client's time-out must fire.
  },
  '/hang-body': (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.write('{"partial":');
  },
};

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const handler = routes[path];
      if (handler) handler(req, res, body);
      else json(res, 404, { detail: `no route ${path}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  setUnauthorizedHandler(null);
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

interface Echo {
  method: string;
  url: string;
  headers: Record<string, string | undefined>;
  body: string;
}

describe('request: success', () => {
  it('resolves with the parsed JSON body', async () => {
    await expect(request('GET', '/ok', { baseUrl })).resolves.toEqual({ hello: 'world' });
  });

  it('resolves with the bytes of a picture, as a Blob of its type', async () => {
    const body = await request<Blob>('GET', '/png', { baseUrl });
    expect(body).toBeInstanceOf(Blob);
    expect(body.type).toBe('image/png');
    expect([...new Uint8Array(await body.arrayBuffer())]).toEqual([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0xff, 0x00,
    ]);
  });

  it('resolves with undefined for an empty answer', async () => {
    await expect(request('DELETE', '/no-content', { baseUrl })).resolves.toBeUndefined();
  });

  it('joins the base URL without doubling slashes and encodes query parameters', async () => {
    const echo = await request<Echo>('GET', '/echo', {
      baseUrl: `${baseUrl}/`,
      query: { period: 'daily', start_date: '2025-09-01', skip: undefined, n: 3 },
    });
    expect(echo.url).toBe('/echo?period=daily&start_date=2025-09-01&n=3');
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const echo = await request<Echo>('POST', '/echo', { baseUrl, json: { code: 'x = 1' } });
    expect(echo.method).toBe('POST');
    expect(echo.headers['content-type']).toBe('application/json');
    expect(JSON.parse(echo.body)).toEqual({ code: 'x = 1' });
  });

  it('sends a plain object form URL-encoded (the login call)', async () => {
    const echo = await request<Echo>('POST', '/echo', {
      baseUrl,
      form: { username: 'a@b.co', password: 'p&ss word' },
    });
    expect(echo.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(echo.body).get('username')).toBe('a@b.co');
    expect(new URLSearchParams(echo.body).get('password')).toBe('p&ss word');
  });

  it('sends FormData as multipart', async () => {
    const form = new FormData();
    form.set('username', 'a@b.co');
    const echo = await request<Echo>('POST', '/echo', { baseUrl, form });
    expect(echo.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(echo.body).toContain('a@b.co');
  });

  it('sends the bearer token from localStorage "token" when present', async () => {
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => (key === 'token' ? 'header.payload.sig' : null),
    });
    const echo = await request<Echo>('GET', '/echo', { baseUrl });
    expect(echo.headers.authorization).toBe('Bearer header.payload.sig');
  });

  it('sends no Authorization header without a token', async () => {
    vi.stubGlobal('localStorage', { getItem: () => null });
    const echo = await request<Echo>('GET', '/echo', { baseUrl });
    expect(echo.headers.authorization).toBeUndefined();
  });

  it('asks fetch to include credentials (cookies)', async () => {
    // A spy, not a mock: the call still goes through the real fetch to the real server.
    const spy = vi.spyOn(globalThis, 'fetch');
    await request('GET', '/ok', { baseUrl });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]?.[1]?.credentials).toBe('include');
  });
});

describe('request: HTTP errors carry docs/product.md#messages messages', () => {
  it('401 → authentication required, and reports to the unauthorized handler', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const error = await failure(request('GET', '/401', { baseUrl }));
    expect(error).toMatchObject({
      status: 401,
      kind: 'http',
      message: 'Authentication required. Please log in again.',
      detail: 'Could not validate credentials',
    });
    expect(onUnauthorized).toHaveBeenCalledWith(error);
  });

  it('401 with notifyUnauthorized: false leaves the handler alone (wrong password at login)', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const error = await failure(request('POST', '/401', { baseUrl, notifyUnauthorized: false }));
    expect(error.status).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('422 with a string detail → that detail', async () => {
    const error = await failure(request('POST', '/422-string', { baseUrl }));
    expect(error).toMatchObject({ status: 422, kind: 'http', message: 'Email already registered' });
  });

  it("422 with a list → the first item's msg", async () => {
    const error = await failure(request('POST', '/422-list', { baseUrl }));
    expect(error.message).toBe('Invalid email address');
    expect(error.detail).toHaveLength(2);
  });

  it('422 with a list whose first item has no msg → Invalid input', async () => {
    const error = await failure(request('POST', '/422-list-no-msg', { baseUrl }));
    expect(error.message).toBe('Invalid input');
  });

  it('422 without detail → Validation error', async () => {
    const error = await failure(request('POST', '/422-no-detail', { baseUrl }));
    expect(error).toMatchObject({ status: 422, message: 'Validation error', detail: undefined });
  });

  it('500 → server error, hiding the server detail from the message', async () => {
    const error = await failure(request('GET', '/500', { baseUrl }));
    expect(error).toMatchObject({
      status: 500,
      kind: 'http',
      message: 'Server error - please try again later.',
      detail: 'database exploded',
    });
  });

  it('503 with a non-JSON body → server error', async () => {
    const error = await failure(request('GET', '/503', { baseUrl }));
    expect(error).toMatchObject({ status: 503, message: 'Server error - please try again later.' });
  });

  it('404 with a detail → that detail', async () => {
    const error = await failure(request('GET', '/404-detail', { baseUrl }));
    expect(error).toMatchObject({ status: 404, kind: 'http', message: 'Flowchart not found' });
  });

  it('404 without a detail → a generic message naming the status', async () => {
    const error = await failure(request('GET', '/404-no-detail', { baseUrl }));
    expect(error.message).toBe('Request failed with status code 404');
  });
});

describe('request: no response', () => {
  it('times out → Request timed out, status 0', async () => {
    const started = Date.now();
    const error = await failure(request('GET', '/hang', { baseUrl, timeoutMs: 200 }));
    expect(error).toMatchObject({
      status: 0,
      kind: 'timeout',
      message: 'Request timed out. Please try again.',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('times out when the body stalls after the headers', async () => {
    const error = await failure(request('GET', '/hang-body', { baseUrl, timeoutMs: 200 }));
    expect(error.kind).toBe('timeout');
  });

  it('uses a 10000 ms time-out by default', async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(10_000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let settled: ApiError | undefined;
    const pending = request('GET', '/hang', { baseUrl }).catch((e: ApiError) => (settled = e));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled).toMatchObject({ kind: 'timeout', message: API_ERROR_MESSAGES.timeout });
  });

  async function closedPortUrl(): Promise<string> {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    return `http://127.0.0.1:${port}`;
  }

  it('unreachable while online → Network error', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    const error = await failure(request('GET', '/ok', { baseUrl: await closedPortUrl() }));
    expect(error).toMatchObject({
      status: 0,
      kind: 'network',
      message: 'Network error - unable to reach server',
    });
  });

  it('unreachable while offline → You are offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const error = await failure(request('GET', '/ok', { baseUrl: await closedPortUrl() }));
    expect(error).toMatchObject({
      status: 0,
      kind: 'offline',
      message: 'You are offline - please check your internet connection',
    });
  });

  it("rethrows the caller's abort reason instead of reporting a failure", async () => {
    const controller = new AbortController();
    const reason = new Error('query cancelled');
    const pending = request('GET', '/hang', { baseUrl, signal: controller.signal });
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });
});
