import { SIGN_UP_LIMITS, tooManyAttemptsMessage } from '@codeflow/contracts';
import type { Db } from '../../db/database';
import { AppError } from '../../domain/appError';
import { consumeRateLimit, type RateLimitRule } from '../../security/rateLimit';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * The limits of the auth calls, per client and per account (docs/architecture.md#security-rules).
 * "Per IP" counts an IPv6 client by its /64 (`clientSubject`).
 */
export const authRateLimits = {
  loginPerAccount: { name: 'login:ip+email', limit: 10, windowSeconds: 15 * MINUTE },
  /** every client the account's owner has not used, together (decision 004) */
  loginPerAccountAnyClient: { name: 'login:email', limit: 20, windowSeconds: 15 * MINUTE },
  loginPerIp: { name: 'login:ip', limit: 50, windowSeconds: 15 * MINUTE },
  googlePerIp: { name: 'google:ip', limit: 50, windowSeconds: 15 * MINUTE },
  /** free sign-ups per network; past them each needs a proof of work (decision 036) */
  registerPerIp: {
    name: 'register:ip',
    limit: SIGN_UP_LIMITS.freePerIpPerHour,
    windowSeconds: HOUR,
  },
  /** sign-ups with a proof of work per network: the ceiling */
  registerProvenPerIp: {
    name: 'register:ip-proven',
    limit: SIGN_UP_LIMITS.provenPerIpPerHour,
    windowSeconds: HOUR,
  },
  registerPerEmail: { name: 'register:email', limit: 3, windowSeconds: HOUR },
  forgotPerIp: { name: 'forgot:ip', limit: 10, windowSeconds: HOUR },
  forgotPerEmail: { name: 'forgot:email', limit: 3, windowSeconds: HOUR },
  resetPerIp: { name: 'reset:ip', limit: 20, windowSeconds: HOUR },
  resendPerIp: { name: 'resend:ip', limit: 10, windowSeconds: HOUR },
  resendPerUser: { name: 'resend:user', limit: 3, windowSeconds: HOUR },
} satisfies Record<string, RateLimitRule>;

/**
 * Counts the request against each `[rule, subject]` pair in order and throws RATE_LIMITED (the
 * wait in its message and in `retryAfterSeconds`) at the first one over its limit. The checks
 * after it are not counted, and an over-limit counter is not written (consumeRateLimit): a
 * blocked client spraying new subjects writes no rows. List the broadest check first.
 */
export async function enforceRateLimits(
  db: Db,
  checks: [RateLimitRule, string][],
  factor = 1,
  message: (retryAfterSeconds: number) => string = tooManyAttemptsMessage,
): Promise<void> {
  for (const [rule, subject] of checks) {
    const scaled = factor === 1 ? rule : { ...rule, limit: Math.round(rule.limit * factor) };
    const result = await consumeRateLimit(db, scaled, subject);
    if (!result.allowed) {
      throw new AppError('RATE_LIMITED', message(result.retryAfterSeconds), {
        retryAfterSeconds: result.retryAfterSeconds,
      });
    }
  }
}

/**
 * The start-up log line that tells an operator what RATE_LIMIT_FACTOR does to the limits a
 * shared network meets first (decision 036).
 */
export function authLimitsSummary(factor: number): string {
  const scaled = (rule: RateLimitRule) => Math.round(rule.limit * factor);
  return (
    `rate limits (RATE_LIMIT_FACTOR=${factor}): per client address ${scaled(authRateLimits.registerPerIp)} sign-ups an hour, ` +
    `then up to ${scaled(authRateLimits.registerProvenPerIp)} with a browser proof of work; ` +
    `${scaled(authRateLimits.loginPerIp)} sign-in attempts per 15 minutes. ` +
    'Raise RATE_LIMIT_FACTOR when many people share one address (a proxy without TRUST_PROXY, a campus NAT).'
  );
}
