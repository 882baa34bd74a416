import type { FastifyRequest } from 'fastify';
import { AppError } from '../domain/appError';
import type { AppInstance } from './appInstance';

/** Request bodies every route accepts unless it declares its own `bodyLimit`. */
export const SMALL_BODY_LIMIT = 16 * 1024;
/** Default bound on the bytes of request bodies being received at once, all routes together. */
export const DEFAULT_BODY_BUDGET_BYTES = 64 * 1024 * 1024;

export const SERVER_BUSY = 'The server is busy. Please try again in a moment.';

/** The bytes a request may still send: its Content-Length, or its route's limit when chunked. */
function bodyBytesOf(request: FastifyRequest): number {
  const limit = request.routeOptions.bodyLimit ?? SMALL_BODY_LIMIT;
  const length = request.headers['content-length'];
  if (length !== undefined) return Math.min(Number(length) || 0, limit);
  return request.headers['transfer-encoding'] ? limit : 0;
}

/**
 * A bound on request bodies in flight: each body reserves its declared size (capped by its
 * route's limit) from `budgetBytes` while it is received, and a request that does not fit is
 * answered 503 with Retry-After before any of its body is read. Slow uploads therefore cost at
 * most the budget in memory, however many there are, and small bodies (sign-ins) still fit
 * beside large ones. Answers to a request whose body is left unread close the connection, so
 * the rest of the upload is not received.
 */
export function registerBodyBudget(app: AppInstance, budgetBytes: number): void {
  let inFlight = 0;
  const reserved = new WeakMap<FastifyRequest, number>();
  const release = (request: FastifyRequest) => {
    const bytes = reserved.get(request);
    if (bytes === undefined) return;
    reserved.delete(request);
    inFlight -= bytes;
  };

  app.addHook('preParsing', async (request, _reply, payload) => {
    const bytes = bodyBytesOf(request);
    if (bytes === 0) return payload;
    if (inFlight + bytes > budgetBytes) {
      request.log.warn({ inFlight, bytes, budgetBytes }, 'request body refused: budget in use');
      throw new AppError('UNAVAILABLE', SERVER_BUSY, { retryAfterSeconds: 1 });
    }
    inFlight += bytes;
    reserved.set(request, bytes);
    return payload;
  });
  // the body is read (or never will be): its bytes are free again
  const releaseHook = (request: FastifyRequest, _reply: unknown, done: () => void) => {
    release(request);
    done();
  };
  app.addHook('preValidation', releaseHook);
  app.addHook('onResponse', releaseHook);
  app.addHook('onRequestAbort', (request, done) => {
    release(request);
    done();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    const hasBody =
      raw.headers['transfer-encoding'] !== undefined ||
      Number(raw.headers['content-length'] ?? 0) > 0;
    if (hasBody && !raw.readableEnded && !raw.complete) reply.header('connection', 'close');
    return payload;
  });
}
