import { COUPON_CHECK_LIMITS, couponRateLimitMessage } from '@codeflow/contracts';
import type { Db } from '../../db/database';
import { AppError } from '../../domain/appError';
import { clientSubject } from '../../security/clientSubject';
import { consumeRateLimit, type RateLimitRule } from '../../security/rateLimit';

const { perUser, perIp, windowSeconds } = COUPON_CHECK_LIMITS;

export const couponRateLimits = {
  perUser: { name: 'coupon:user', limit: perUser, windowSeconds },
  perIp: { name: 'coupon:ip', limit: perIp, windowSeconds },
} satisfies Record<string, RateLimitRule>;

/**
 * Counts one coupon check (validate-coupon, or a checkout naming a code) against the caller's
 * and the client address's budget, in the database so every instance shares them: guessing
 * codes stops at a few dozen tries an hour (issue 21, finding 7). RATE_LIMITED (429, with
 * Retry-After) once either is used up. `factor` is RATE_LIMIT_FACTOR.
 */
export async function enforceCouponLimits(
  db: Db,
  subjects: { userId: string; ip: string },
  factor = 1,
): Promise<void> {
  const checks: [RateLimitRule, string][] = [
    [couponRateLimits.perUser, subjects.userId],
    [couponRateLimits.perIp, clientSubject(subjects.ip)],
  ];
  for (const [rule, subject] of checks) {
    const scaled = { ...rule, limit: Math.max(1, Math.round(rule.limit * factor)) };
    const result = await consumeRateLimit(db, scaled, subject);
    if (!result.allowed) {
      throw new AppError('RATE_LIMITED', couponRateLimitMessage(result.retryAfterSeconds), {
        retryAfterSeconds: result.retryAfterSeconds,
      });
    }
  }
}
