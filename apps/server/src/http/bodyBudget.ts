import { GENERATIONS_IN_FLIGHT } from '@codeflow/contracts';
import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../domain/appError';
import { checkedUserIdOf } from '../features/auth/guard';
import type { AppInstance } from './appInstance';

/** Request bodies every route accepts unless it declares its own `bodyLimit`. */
export const SMALL_BODY_LIMIT = 16 * 1024;
/** Default bound on the bytes of request bodies being received at once, all routes together. */
export const DEFAULT_BODY_BUDGET_BYTES = 64 * 1024 * 1024;
/** A body reserving at most this much is "small" (sign-in, settings, contact form, small saves). */
export const SMALL_BODY_BYTES = 64 * 1024;

export const SERVER_BUSY = 'The server is busy. Please try again in a moment.';
export const TOO_MANY_BODIES_FROM_CLIENT =
  'Too many requests are being sent from your connection at once. Please wait for them to finish and try again.';
export const TOO_MANY_UPLOADS_FROM_ACCOUNT =
  'You have too many uploads in progress. Please wait for one to finish and try again.';
export const BODY_TOO_SLOW =
  'The request arrived too slowly and was stopped. Please check your connection and try again.';

/** Bounds on request bodies in flight and on how slowly one may arrive (docs/architecture.md). */
export type BodyLimits = {
  /** bytes of bodies being received at once, all clients together */
  budgetBytes: number;
  /** the part of the budget only small bodies may use, so large uploads never starve sign-ins */
  smallReserveBytes: number;
  /** bodies one client address may be sending at once, whatever their size */
  perClientBodies: number;
  /** bytes of large bodies one client address may be sending at once */
  perClientLargeBytes: number;
  /** large bodies one signed-in account may be sending at once (from any address) */
  perAccountLargeBodies: number;
  /** a body that sends nothing for this long is cut with 408 */
  idleMs: number;
  /** after `graceMs`, a body arriving slower than this on average is cut with 408 */
  minBytesPerSecond: number;
  graceMs: number;
};

/** The limits for a budget: a quarter kept for small bodies, half the rest per address. */
export function bodyLimitsFor(
  budgetBytes = DEFAULT_BODY_BUDGET_BYTES,
  overrides: Partial<BodyLimits> = {},
): BodyLimits {
  const smallReserveBytes = overrides.smallReserveBytes ?? Math.floor(budgetBytes / 4);
  return {
    budgetBytes,
    smallReserveBytes,
    perClientBodies: 16,
    perClientLargeBytes: Math.floor((budgetBytes - smallReserveBytes) / 2),
    // an account may have GENERATIONS_IN_FLIGHT generations running, each of a large file: the
    // body limit must not refuse what the generation limit allows
    perAccountLargeBodies: GENERATIONS_IN_FLIGHT,
    idleMs: 10_000,
    minBytesPerSecond: 1024,
    graceMs: 10_000,
    ...overrides,
  };
}

/** The bytes a request may still send: its Content-Length, or its route's limit when chunked. */
function bodyBytesOf(request: FastifyRequest): number {
  const limit = request.routeOptions.bodyLimit ?? SMALL_BODY_LIMIT;
  const length = request.headers['content-length'];
  if (length !== undefined) return Math.min(Number(length) || 0, limit);
  return request.headers['transfer-encoding'] ? limit : 0;
}

/** What one body in flight holds, released once when it is read, refused or abandoned. */
type Reservation = { bytes: number; large: boolean; client: string; account?: string };

/**
 * A request body passed through on its way to the parser, noting when bytes last arrived, so a
 * trickle can be cut. `receivedEncodedLength` is what Fastify checks Content-Length against.
 */
class WatchedBody extends Transform {
  receivedEncodedLength = 0;
  readonly startedAt = Date.now();
  lastAt = this.startedAt;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.receivedEncodedLength += chunk.length;
    this.lastAt = Date.now();
    done(null, chunk);
  }
}

function tooSlow(): Error & { statusCode: number } {
  return Object.assign(new Error(BODY_TOO_SLOW), { statusCode: 408 });
}

/** Per-key counters that forget a key at zero. */
class Tally {
  private readonly counts = new Map<string, number>();
  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }
  add(key: string, amount: number): void {
    const next = this.get(key) + amount;
    if (next > 0) this.counts.set(key, next);
    else this.counts.delete(key);
  }
}

/**
 * Bounds request bodies in flight (finding 3 of issue 21: ten slow uploads from one account
 * filled one shared budget and every sign-in answered 503):
 *
 * - each body reserves its declared size (capped by its route's limit; a chunked body its
 *   route's limit) while it is received; large bodies may use the budget less a reserve kept
 *   for small ones, so uploads can never crowd out sign-ins and small calls (503 past it);
 * - one client address may send `perClientBodies` bodies and `perClientLargeBytes` of large
 *   ones at once, and one account `perAccountLargeBodies` large ones (429 past them);
 * - a body that stops arriving (`idleMs`) or arrives slower than `minBytesPerSecond` after
 *   `graceMs` is cut with 408, and the connection closes.
 *
 * All refusals come before any of the body is read; answers to a request whose body is left
 * unread close the connection, so the rest of the upload is not received.
 */
export function registerBodyBudget(app: AppInstance, limits: BodyLimits): void {
  let inFlight = 0;
  let largeInFlight = 0;
  const perClient = new Tally();
  const perClientLarge = new Tally();
  const perAccountLarge = new Tally();
  const reserved = new WeakMap<FastifyRequest, Reservation>();
  const watched = new Set<WatchedBody>();

  const release = (request: FastifyRequest) => {
    const held = reserved.get(request);
    if (held === undefined) return;
    reserved.delete(request);
    inFlight -= held.bytes;
    perClient.add(held.client, -1);
    if (!held.large) return;
    largeInFlight -= held.bytes;
    perClientLarge.add(held.client, -held.bytes);
    if (held.account) perAccountLarge.add(held.account, -1);
  };

  const refuse = (request: FastifyRequest, why: string, error: AppError): never => {
    request.log.warn({ why, inFlight, largeInFlight, client: request.ip }, 'request body refused');
    throw error;
  };

  app.addHook('preParsing', async (request, _reply, payload) => {
    const bytes = bodyBytesOf(request);
    if (bytes === 0) return payload;
    const large = bytes > SMALL_BODY_BYTES;
    const client = request.ip;
    const account = large ? await checkedUserIdOf(request) : undefined;
    if (perClient.get(client) >= limits.perClientBodies) {
      refuse(
        request,
        'client bodies',
        new AppError('RATE_LIMITED', TOO_MANY_BODIES_FROM_CLIENT, { retryAfterSeconds: 5 }),
      );
    }
    if (account && perAccountLarge.get(account) >= limits.perAccountLargeBodies) {
      refuse(
        request,
        'account uploads',
        new AppError('RATE_LIMITED', TOO_MANY_UPLOADS_FROM_ACCOUNT, { retryAfterSeconds: 5 }),
      );
    }
    if (large && perClientLarge.get(client) + bytes > limits.perClientLargeBytes) {
      refuse(
        request,
        'client upload bytes',
        new AppError('RATE_LIMITED', TOO_MANY_BODIES_FROM_CLIENT, { retryAfterSeconds: 5 }),
      );
    }
    const room = large ? limits.budgetBytes - limits.smallReserveBytes : limits.budgetBytes;
    if (
      (large ? largeInFlight : inFlight) + bytes > room ||
      inFlight + bytes > limits.budgetBytes
    ) {
      refuse(request, 'budget', new AppError('UNAVAILABLE', SERVER_BUSY, { retryAfterSeconds: 1 }));
    }
    inFlight += bytes;
    perClient.add(client, 1);
    if (large) {
      largeInFlight += bytes;
      perClientLarge.add(client, bytes);
      if (account) perAccountLarge.add(account, 1);
    }
    reserved.set(request, { bytes, large, client, ...(account ? { account } : {}) });

    const body = new WatchedBody();
    watched.add(body);
    body.once('close', () => watched.delete(body));
    payload.on('error', (error) => body.destroy(error));
    // a client gone before its body ended: the parser must not wait for it forever
    payload.once('close', () => {
      if (!body.writableEnded) body.destroy(new Error('request body aborted'));
    });
    return payload.pipe(body);
  });

  // one clock for every body in flight, rather than a timer each
  const tick = Math.max(20, Math.min(limits.idleMs, limits.graceMs, 1000) / 4);
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const body of watched) {
      const elapsed = now - body.startedAt;
      const idle = now - body.lastAt > limits.idleMs;
      const slow =
        elapsed > limits.graceMs &&
        body.receivedEncodedLength < (limits.minBytesPerSecond * elapsed) / 1000;
      if (idle || slow) {
        watched.delete(body);
        body.destroy(tooSlow());
      }
    }
  }, tick);
  sweep.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweep);
    done();
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
