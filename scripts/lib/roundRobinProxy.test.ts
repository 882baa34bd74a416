import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRoundRobinProxy, type RoundRobinProxy } from './roundRobinProxy.js';

/** A backend that answers with the X-Forwarded-For it was given. */
let backend: http.Server;
let backendPort = 0;
const proxies: RoundRobinProxy[] = [];

beforeAll(async () => {
  backend = http.createServer((req, res) => {
    res.end(String(req.headers['x-forwarded-for'] ?? ''));
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  backendPort = (backend.address() as AddressInfo).port;
});

afterAll(async () => {
  await Promise.all(proxies.map((p) => p.close()));
  await new Promise((resolve) => backend.close(resolve));
});

async function forwardedFor(appendForwardedFor: boolean, sent?: string): Promise<string> {
  const proxy = await startRoundRobinProxy({
    backends: [{ host: '127.0.0.1', port: backendPort }],
    appendForwardedFor,
  });
  proxies.push(proxy);
  const res = await fetch(proxy.url, { headers: sent ? { 'x-forwarded-for': sent } : {} });
  return res.text();
}

describe('roundRobinProxy X-Forwarded-For', () => {
  it('replaces what the client sent by default, as the deployment nginx does', async () => {
    expect(await forwardedFor(false, '203.0.113.9')).toBe('127.0.0.1');
    expect(await forwardedFor(false)).toBe('127.0.0.1');
  });

  it('appends the client address when asked (the bench behind a front balancer)', async () => {
    expect(await forwardedFor(true, '203.0.113.9')).toBe('203.0.113.9, 127.0.0.1');
    expect(await forwardedFor(true)).toBe('127.0.0.1');
  });
});
