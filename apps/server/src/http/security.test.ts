import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { helmetOptionsFor, securityHeaders } from './security';

describe('security headers', () => {
  const ctx = useTestApp('pglite');

  it('are computed once: the CSP of the app, helmet defaults, no COEP', () => {
    const headers = securityHeaders();
    expect(headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self' 'wasm-unsafe-eval' https://accounts.google.com/gsi/client https://checkout.razorpay.com;style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style;img-src 'self' data: blob: https://*.googleusercontent.com;font-src 'self' data:;connect-src 'self' https://accounts.google.com https://*.razorpay.com;worker-src 'self' blob:;frame-src https://accounts.google.com https://*.razorpay.com;object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
    );
    expect(headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
    });
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('allow a configured checkout origin (the Razorpay stand-in), and only then', () => {
    const standin = securityHeaders(helmetOptionsFor('http://127.0.0.1:4010/v1/checkout.js'))[
      'content-security-policy'
    ];
    expect(standin).toContain(
      "script-src 'self' 'wasm-unsafe-eval' https://accounts.google.com/gsi/client https://checkout.razorpay.com http://127.0.0.1:4010;",
    );
    expect(standin).toContain(
      "connect-src 'self' https://accounts.google.com https://*.razorpay.com http://127.0.0.1:4010;",
    );
    expect(securityHeaders(helmetOptionsFor(undefined))).toEqual(securityHeaders());
    expect(
      securityHeaders(helmetOptionsFor('https://checkout.razorpay.com/v1/checkout.js')),
    ).toEqual(securityHeaders());
  });

  it('are sent on answers, errors and unknown routes alike', async () => {
    const expected = securityHeaders();
    const answers = await Promise.all([
      ctx().app.inject({ method: 'GET', url: '/api/health' }),
      ctx().app.inject({ method: 'GET', url: '/api/auth/me' }),
      ctx().app.inject({ method: 'GET', url: '/api/no-such-route' }),
      ctx().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404, expect.any(Number)]);
    for (const answer of answers) {
      for (const [name, value] of Object.entries(expected)) {
        expect(answer.headers[name], `${answer.statusCode} ${name}`).toBe(value);
      }
    }
  });
});
