// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  adminEndpoints,
  flowchartEndpoints,
  publicStatsEndpoints,
  type Flowchart,
} from '@codeflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { API_ERROR_MESSAGES } from './apiErrorMessages';
import { call } from './call';

/** What the test server answers next, and what it received last. */
let answer: { status: number; type?: string; body?: string } = { status: 200 };
let received: { method?: string; url?: string; body: string } = { body: '' };

function respond(req: IncomingMessage, res: ServerResponse, body: string): void {
  received = { method: req.method, url: req.url, body };
  res.writeHead(answer.status, answer.type ? { 'Content-Type': answer.type } : {});
  res.end(answer.body ?? '');
}

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => respond(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function answerJson(status: number, payload: unknown): void {
  answer = { status, type: 'application/json', body: JSON.stringify(payload) };
}

const flowchart: Flowchart = {
  id: '0f7c3c52-9a56-4a51-bb39-2f2b1c1f6d2e',
  title: 'T',
  language: 'python',
  is_compact: false,
  created_at: '2026-11-26T10:00:00Z',
  updated_at: '2026-11-26T10:00:00Z',
  code: 'x = 1\n',
  flowchart: '',
  is_shared: false,
};

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('call', () => {
  it('parses the answer with the schema of its status, dropping undeclared fields', async () => {
    answerJson(200, { ...flowchart, secret: 'not declared' });
    const got = await call(flowchartEndpoints.get, { params: { id: flowchart.id }, baseUrl });
    expect(got).toEqual(flowchart);
    expect(received.method).toBe('GET');
    expect(received.url).toBe(`/api/flowcharts/${flowchart.id}`);
  });

  it('encodes each path parameter', async () => {
    answerJson(200, flowchart);
    await call(flowchartEndpoints.get, { params: { id: 'a b/c?d' }, baseUrl });
    expect(received.url).toBe('/api/flowcharts/a%20b%2Fc%3Fd');
  });

  it('sends the query, leaving out what is undefined', async () => {
    answerJson(200, []);
    await call(flowchartEndpoints.list, { query: { limit: 5, offset: undefined }, baseUrl });
    expect(received.url).toBe('/api/flowcharts/user?limit=5');
  });

  it('sends the body as JSON with the method of the endpoint', async () => {
    answerJson(201, flowchart);
    const body = { title: 'T', language: 'python' as const, code: 'x = 1\n' };
    await call(flowchartEndpoints.create, { body, baseUrl });
    expect(received.method).toBe('POST');
    expect(JSON.parse(received.body)).toEqual(body);
  });

  it('resolves a 204 with undefined', async () => {
    answer = { status: 204 };
    await expect(
      call(flowchartEndpoints.delete, { params: { id: flowchart.id }, baseUrl }),
    ).resolves.toBeUndefined();
    expect(received.method).toBe('DELETE');
  });

  it('reads a streamed answer with the endpoint’s stream schema', async () => {
    answer = { status: 200, type: 'text/csv; charset=utf-8', body: 'email\na@example.com\n' };
    await expect(call(adminEndpoints.usersExport, { query: {}, baseUrl })).resolves.toBe(
      'email\na@example.com\n',
    );
  });

  it('turns a malformed answer into an ApiError with its message', async () => {
    answerJson(200, { users: 'many' });
    const error = await failure(call(publicStatsEndpoints.stats, { baseUrl }));
    expect(error.kind).toBe('malformed');
    expect(error.status).toBe(200);
    expect(error.message).toBe(API_ERROR_MESSAGES.malformed);
  });

  it('turns an answer that is not JSON into the same ApiError', async () => {
    answer = { status: 200, type: 'text/html', body: '<h1>a proxy page</h1>' };
    const error = await failure(call(publicStatsEndpoints.stats, { baseUrl }));
    expect(error.kind).toBe('malformed');
  });

  it('parses another success status with the endpoint’s one success schema', async () => {
    const created = { title: 'T', language: 'python' as const, code: 'x = 1\n' };
    answerJson(200, flowchart);
    await expect(call(flowchartEndpoints.create, { body: created, baseUrl })).resolves.toEqual(
      flowchart,
    );
    answerJson(200, { id: flowchart.id });
    const error = await failure(call(flowchartEndpoints.create, { body: created, baseUrl }));
    expect(error.kind).toBe('malformed');
    expect(error.status).toBe(200);
  });

  it('leaves error answers to request(): their detail and message', async () => {
    answerJson(404, { detail: 'Flowchart not found' });
    const error = await failure(
      call(flowchartEndpoints.get, { params: { id: flowchart.id }, baseUrl }),
    );
    expect(error.kind).toBe('http');
    expect(error.message).toBe('Flowchart not found');
  });
});
