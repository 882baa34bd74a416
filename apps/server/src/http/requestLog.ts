import type { FastifyInstance } from 'fastify';

/** answers slower than this are logged at warn, whatever the log level */
export const SLOW_REQUEST_MS = 1000;

/**
 * One log line per answer, at `debug` — or at `warn` for a 5xx or a slow answer. Fastify's own
 * request logging (two info lines per request) cost ~10 % of the server's CPU at 1,000 req/s
 * with LOG_LEVEL=info, the default; it is turned off in app.ts. Bodies are never logged.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    const statusCode = reply.statusCode;
    const level = statusCode >= 500 || ms >= SLOW_REQUEST_MS ? 'warn' : 'debug';
    // pino's methods below the level are no-ops
    request.log[level](
      { method: request.method, url: request.url, statusCode, ms: Math.round(ms * 10) / 10 },
      'request completed',
    );
    done();
  });
}
