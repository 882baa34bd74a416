import type { FastifyRequest } from 'fastify';
import type { SessionMeta } from './sessions';

/**
 * Who is calling, for the session row. The country comes only from headers a CDN or proxy in
 * front of us sets (Cloudflare's CF-IPCountry, or X-Country-Code), so it is read only when
 * TRUST_PROXY says there is one: without it any client could write its own; "XX"/"T1" mean
 * unknown/Tor.
 */
export function sessionMetaOf(request: FastifyRequest): SessionMeta {
  const raw = behindTrustedProxy(request)
    ? (header(request, 'cf-ipcountry') ?? header(request, 'x-country-code'))
    : undefined;
  const country = raw?.trim().toUpperCase() ?? '';
  const userAgent = header(request, 'user-agent');
  return {
    ip: request.ip || null,
    country: /^[A-Z]{2}$/.test(country) && country !== 'XX' ? country : null,
    userAgent: userAgent ? userAgent.slice(0, 512) : null,
  };
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function behindTrustedProxy(request: FastifyRequest): boolean {
  const trustProxy = request.server.config.trustProxy;
  return Array.isArray(trustProxy) ? trustProxy.length > 0 : trustProxy === true;
}
