import { NUL_CHARACTER_MESSAGE } from '@codeflow/contracts';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DecryptionError } from '../crypto/dataCipher';
import { AppError, type AppErrorCode } from '../domain/appError';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE,
  isDatabaseUnreachable,
} from './databaseUnreachable';
import { RequestValidationError } from './requestValidation';

/** The one mapping from domain error codes to HTTP statuses. */
const statusOf: Record<AppErrorCode, number> = {
  NOT_AUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  GOOGLE_AUTH_FAILED: 401,
  ACCOUNT_DISABLED: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  FORBIDDEN: 403,
  PLAN_REQUIRED: 403,
  LIMIT_REACHED: 403,
  NOT_FOUND: 404,
  INVALID_LINK: 400,
  ALREADY_VERIFIED: 400,
  CODE_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  PROOF_REQUIRED: 428,
  GENERATION_TIMED_OUT: 422,
  UNAVAILABLE: 503,
  CHECKOUT_REFUSED: 400,
  COUPON_INVALID: 400,
  PAYMENT_VERIFICATION_FAILED: 400,
  PAYMENT_PROVIDER_ERROR: 502,
  NO_SUBSCRIPTION: 400,
  WEBHOOK_SIGNATURE_INVALID: 400,
  CHECKOUT_SESSION_NOT_FOUND: 404,
  WRONG_PASSWORD: 403,
  EMAIL_IN_USE: 409,
  NOTHING_TO_CHANGE: 400,
  PASSWORD_NOT_SET: 400,
  CONFIRMATION_MISMATCH: 400,
  RECENT_SIGN_IN_REQUIRED: 403,
  OWNS_TEAM: 409,
  TEAM_FULL: 409,
  EMAIL_UNAVAILABLE: 409,
  CONFLICT: 409,
  NOT_DRAWABLE: 422,
  UNPROCESSABLE: 422,
};

export type HttpAnswer = { statusCode: number; detail: string; headers: Record<string, string> };

/** Status, `detail` and headers for a domain error; the message is the one users see. */
export function httpAnswerOf(error: AppError): HttpAnswer {
  const headers: Record<string, string> = {};
  if (error.code === 'NOT_AUTHENTICATED') headers['www-authenticate'] = 'Bearer';
  if (error.retryAfterSeconds !== undefined) {
    headers['retry-after'] = String(error.retryAfterSeconds);
  }
  return { statusCode: statusOf[error.code], detail: error.message, headers };
}

const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
  FST_ERR_BAD_URL: 'Bad request',
  FST_ERR_MAX_PARAM_LENGTH: 'URI too long',
  FST_ERR_ASYNC_CONSTRAINT: 'Bad request',
};

/** Answers to the HTTP parser's refusals (node's error codes), before Fastify sees a request. */
const clientErrorAnswers: Record<string, { statusCode: number; detail: string }> = {
  HPE_HEADER_OVERFLOW: { statusCode: 431, detail: 'Request header fields too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { statusCode: 408, detail: 'Request timeout' },
};
const badRequest = { statusCode: 400, detail: 'Bad request' };

const UNREADABLE_FLOWCHART =
  "This flowchart could not be decrypted: the server's data-encryption key does not match the one it was saved with.";

/** PostgreSQL's answer to text it cannot store (U+0000), possibly wrapped by Drizzle */
function isUnstorableText(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === '22021' || code === '22P05') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export const OUT_OF_STORAGE =
  'The server is out of storage, so this change was not saved. Please try again later.';

/**
 * The database (or its files) ran out of space: PostgreSQL's class 53 "insufficient resources"
 * for disk (53100 disk_full), or ENOSPC from the file system under the embedded database.
 */
function isOutOfStorage(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === '53100' || code === 'ENOSPC') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

function answerError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof RequestValidationError) {
    return reply.status(422).send({ detail: error.issues });
  }
  if (error instanceof AppError) {
    const answer = httpAnswerOf(error);
    // a provider or dependency failing is the operator's to see, with the facts the user is spared
    if (answer.statusCode >= 500) request.log.warn({ err: error, meta: error.meta }, error.code);
    return reply.status(answer.statusCode).headers(answer.headers).send({ detail: answer.detail });
  }
  if (error instanceof DecryptionError) {
    // a wrong or missing key is an operator problem: say so clearly, in the log and the answer
    request.log.error({ err: error }, 'stored flowchart could not be decrypted');
    return reply.status(500).send({ detail: UNREADABLE_FLOWCHART });
  }
  if (isUnstorableText(error)) {
    // request bodies refuse NUL (contracts' requestBody); this catches text that came another way
    return reply.status(422).send({
      detail: [{ loc: ['body'], msg: NUL_CHARACTER_MESSAGE, type: 'value_error' }],
    });
  }
  if (isOutOfStorage(error)) {
    // the operator's to fix; the person is told their change was not kept (issue 21 finding 13)
    request.log.error({ err: error }, 'out of storage');
    return reply.status(507).send({ detail: OUT_OF_STORAGE });
  }
  if (isDatabaseUnreachable(error)) {
    // stopped or restarting: the pool reconnects by itself once it is back
    request.log.warn({ err: error }, 'database unreachable');
    return reply
      .status(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .send({ detail: DATABASE_UNAVAILABLE });
  }
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ detail: 'Internal server error' });
  }
  const known = fastifyError.code ? fastifyMessages[fastifyError.code] : undefined;
  if (status === 429) {
    return reply.status(429).send({ detail: fastifyError.message });
  }
  return reply.status(status).send({ detail: known ?? fastifyError.message ?? 'Bad request' });
}

/**
 * The one place errors become answers: `{detail}` always, 422 `{detail:[{loc,msg,type}]}` for
 * validation, no stack trace ever; unexpected errors are logged with their stack and answered
 * 500. Routing errors (a URL that does not decode) answer the same way, without the URL.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
}

/**
 * Fastify's `frameworkErrors` option: errors raised while routing, before any handler (bad
 * percent-encoding in the path, a path parameter over maxParamLength). Fastify's own messages
 * quote the URL back; these answers never do.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  void answerError(error, request, reply);
}

/**
 * Fastify's `clientErrorHandler` option: node's HTTP parser refused the request (headers too
 * large, a malformed request line, a timeout) before Fastify saw it, so the answer is written
 * on the socket. Fastify's default says the same in its own shape; this one is `{detail}`.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // a reset connection is already gone (https://nodejs.org/api/http.html#event-clienterror)
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { statusCode, detail } = (error.code && clientErrorAnswers[error.code]) || badRequest;
  if (socket.writable) {
    const body = JSON.stringify({ detail });
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
