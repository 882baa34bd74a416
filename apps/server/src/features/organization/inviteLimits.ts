import { INVITE_LIMITS, inviteLimitMessage } from '@codeflow/contracts';
import type { Db } from '../../db/database';
import { AppError } from '../../domain/appError';
import { consumeRateLimit, type RateLimitRule } from '../../security/rateLimit';

const HOUR = 60 * 60;

export const inviteRateLimits = {
  perHour: { name: 'invite:owner:hour', limit: INVITE_LIMITS.perHour, windowSeconds: HOUR },
  perDay: { name: 'invite:owner:day', limit: INVITE_LIMITS.perDay, windowSeconds: 24 * HOUR },
} satisfies Record<string, RateLimitRule>;

/**
 * Counts one add-member call of `ownerId` (each may email an arbitrary address) against the
 * hourly and the daily limit, in the database so every instance shares them; RATE_LIMITED with
 * the wait in Retry-After once either is used up (issue 21, finding 9). The day is checked first:
 * a refused call then writes no hourly row.
 */
export async function enforceInviteLimits(
  db: Db,
  ownerId: string,
  now: Date = new Date(),
): Promise<void> {
  for (const rule of [inviteRateLimits.perDay, inviteRateLimits.perHour]) {
    const result = await consumeRateLimit(db, rule, ownerId, now);
    if (!result.allowed) {
      throw new AppError('RATE_LIMITED', inviteLimitMessage(result.retryAfterSeconds), {
        retryAfterSeconds: result.retryAfterSeconds,
      });
    }
  }
}
