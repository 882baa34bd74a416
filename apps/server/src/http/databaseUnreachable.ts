/** What a caller learns when the database cannot be reached (health check and every route). */
export const DATABASE_UNAVAILABLE = 'Database unavailable: please try again later.';

/** Seconds a client is asked to wait before trying again (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors of a connection that could not be made or was cut. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * PostgreSQL's own: class 08 (connection exception) and 57P01–57P03 (the server shutting down,
 * crashed, or still starting).
 */
const postgresCodes = /^(08...|57P0[123])$/;
/** node-postgres's words for a connection that ended under a query (no code) */
const cutMessages =
  /Connection terminated|connection timeout|Client has encountered a connection error/i;

/**
 * Whether `error` (possibly wrapped by Drizzle, in `cause`) says the database is not there:
 * stopped, restarting, or unreachable. Such a request answers 503 with Retry-After instead of a
 * 500: the database coming back is all it takes, no instance restart (decision 035).
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (socketCodes.has(code) || postgresCodes.test(code)))
      return true;
    if (typeof message === 'string' && cutMessages.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
