import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';

/** Raw GET over a real socket: the HTTP parser's refusals never reach `inject`. */
function rawGet(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('routing and HTTP-parser errors', () => {
  const ctx = useTestApp('pglite');

  it.each([
    ['bad percent-encoding in a path parameter', '/api/flowcharts/%ff', 400, 'Bad request'],
    ['a truncated escape', '/api/shared/%E0%A4%A', 400, 'Bad request'],
    ['bad percent-encoding outside /api', '/%ff', 400, 'Bad request'],
    [
      'a path parameter over maxParamLength',
      `/api/flowcharts/${'a'.repeat(200)}`,
      414,
      'URI too long',
    ],
  ])('answers %s with {detail}, not echoing the URL', async (_, url, status, detail) => {
    const res = await ctx().app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ detail });
    expect(res.body).not.toContain(url);
    expect(res.body).not.toMatch(/%|aaaa/);
  });

  it('answers 431 {detail} for request headers over the limit', async () => {
    const { app } = ctx();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const res = await rawGet(port, '/api/health', { 'x-big': 'x'.repeat(64 * 1024) });
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({ detail: 'Request header fields too large' });
  });
});
