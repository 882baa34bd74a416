import { describe, expect, it } from 'vitest';
import { isTokenExpired, readTokenPayload, tokenExpiresAt } from './tokenExpiry';

const b64url = (value: string) =>
  Buffer.from(value, 'utf8')
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const jwt = (payload: unknown) =>
  `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify(payload))}.signature`;

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
const nowSeconds = NOW / 1000;

describe('readTokenPayload', () => {
  it('decodes the middle part as base64url JSON', () => {
    expect(readTokenPayload(jwt({ sub: 'u1', exp: 123 }))).toEqual({ sub: 'u1', exp: 123 });
  });

  it('handles base64url characters and UTF-8 (no padding, - and _)', () => {
    const payload = { name: 'Zoë ~~~???>>>', exp: 1 };
    expect(readTokenPayload(jwt(payload))).toEqual(payload);
  });

  it.each([
    ['two parts', 'a.b'],
    ['four parts', 'a.b.c.d'],
    ['empty payload', 'a..c'],
    ['not base64url', 'a.@@@.c'],
    ['not JSON', `a.${b64url('not json')}.c`],
    ['a JSON array', `a.${b64url('[1,2]')}.c`],
    ['a JSON string', `a.${b64url('"x"')}.c`],
    ['empty string', ''],
  ])('rejects %s', (_name, token) => {
    expect(readTokenPayload(token)).toBeNull();
  });
});

describe('tokenExpiresAt', () => {
  it('is exp in milliseconds', () => {
    expect(tokenExpiresAt(jwt({ exp: nowSeconds }))).toBe(NOW);
  });

  it('is null without a numeric exp', () => {
    expect(tokenExpiresAt(jwt({ sub: 'x' }))).toBeNull();
    expect(tokenExpiresAt(jwt({ exp: '123' }))).toBeNull();
  });
});

describe('isTokenExpired', () => {
  it('a future exp is not expired', () => {
    expect(isTokenExpired(jwt({ exp: nowSeconds + 60 }), NOW)).toBe(false);
  });

  it('a past exp is expired', () => {
    expect(isTokenExpired(jwt({ exp: nowSeconds - 1 }), NOW)).toBe(true);
  });

  it('exp equal to now is expired', () => {
    expect(isTokenExpired(jwt({ exp: nowSeconds }), NOW)).toBe(true);
  });

  it('a malformed token counts as expired', () => {
    expect(isTokenExpired('not-a-token', NOW)).toBe(true);
    expect(isTokenExpired('a.b', NOW)).toBe(true);
  });

  it('a well-formed token without exp is left to the server', () => {
    expect(isTokenExpired(jwt({ sub: 'u1' }), NOW)).toBe(false);
  });
});
