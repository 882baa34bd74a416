import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases';
import { useTestApp } from '../../test/app';

describe.each(testDrivers)('GET /api/health (%s)', (driver) => {
  const ctx = useTestApp(driver);

  it('answers ok with the driver and version', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: string; database: string; version: string }>();
    expect(body).toMatchObject({ status: 'ok', database: driver });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('sends security headers with a CSP', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe.each(testDrivers)('GET /api/health with the database gone (%s)', (driver) => {
  const ctx = useTestApp(driver);

  it('answers 503 with detail, and no stack trace', async () => {
    await ctx().database.close();
    const res = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    const body = res.json<{ detail: string }>();
    expect(body.detail).toMatch(/^Database unavailable: /);
    expect(Object.keys(body)).toEqual(['detail']);
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});
