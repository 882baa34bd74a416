import type { ValidationIssue } from '@codeflow/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { NUL_CHARACTER_MESSAGE } from './validate';

/** An error whose message is safe to show the client, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export class ValidationError extends Error {
  readonly statusCode = 422;
  constructor(readonly issues: ValidationIssue[]) {
    super(issues[0]?.msg ?? 'Validation error');
  }
}

const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
};

/** PostgreSQL's answer to text it cannot store (U+0000), possibly wrapped by Drizzle */
function isUnstorableText(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === '22021' || code === '22P05') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The one place errors become answers: `{detail}` always, 422 `{detail:[{loc,msg,type}]}` for
 * validation, no stack trace ever; unexpected errors are logged with their stack and answered 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ValidationError, request, reply) => {
    if (error instanceof ValidationError) {
      return reply.status(422).send({ detail: error.issues });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send({ detail: error.detail });
    }
    if (isUnstorableText(error)) {
      // validate() refuses NUL in request bodies; this catches text that came another way
      return reply.status(422).send({
        detail: [{ loc: ['body'], msg: NUL_CHARACTER_MESSAGE, type: 'value_error' }],
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ detail: 'Internal server error' });
    }
    const known = error.code ? fastifyMessages[error.code] : undefined;
    if (status === 429) {
      return reply.status(429).send({ detail: error.message });
    }
    return reply.status(status).send({ detail: known ?? error.message ?? 'Bad request' });
  });
}
