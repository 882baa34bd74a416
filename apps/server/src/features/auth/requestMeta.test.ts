import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sessionMetaOf } from './requestMeta';

const requestWith =
  (trustProxy: boolean | string[] | undefined) =>
  (headers: Record<string, string | string[]>, ip = '198.51.100.4') =>
    ({ headers, ip, server: { config: { trustProxy } } }) as unknown as FastifyRequest;
// the country headers are set by a proxy in front of us (TRUST_PROXY)
const request = requestWith(true);

describe('sessionMetaOf', () => {
  it('takes the country from CF-IPCountry, then X-Country-Code, upper-cased', () => {
    expect(sessionMetaOf(request({ 'cf-ipcountry': 'fr' })).country).toBe('FR');
    expect(sessionMetaOf(request({ 'x-country-code': 'in' })).country).toBe('IN');
    expect(sessionMetaOf(request({ 'cf-ipcountry': 'US', 'x-country-code': 'DE' })).country).toBe(
      'US',
    );
  });

  it('ignores unknown and malformed countries', () => {
    expect(sessionMetaOf(request({})).country).toBeNull();
    expect(sessionMetaOf(request({ 'cf-ipcountry': 'XX' })).country).toBeNull();
    expect(sessionMetaOf(request({ 'cf-ipcountry': 'T1' })).country).toBeNull();
    expect(sessionMetaOf(request({ 'x-country-code': '<script>' })).country).toBeNull();
  });

  it('records the address and a bounded user agent', () => {
    const meta = sessionMetaOf(request({ 'user-agent': 'x'.repeat(2000) }));
    expect(meta.ip).toBe('198.51.100.4');
    expect(meta.userAgent).toHaveLength(512);
    expect(sessionMetaOf(request({})).userAgent).toBeNull();
  });

  it('ignores the country headers without a trusted proxy (any client could set them)', () => {
    const headers = { 'cf-ipcountry': 'FR', 'x-country-code': 'DE' };
    expect(sessionMetaOf(requestWith(false)(headers)).country).toBeNull();
    expect(sessionMetaOf(requestWith(undefined)(headers)).country).toBeNull();
    expect(sessionMetaOf(requestWith([])(headers)).country).toBeNull();
    expect(sessionMetaOf(requestWith(['10.0.0.1'])(headers)).country).toBe('FR');
  });
});
