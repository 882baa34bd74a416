import {
  GENERATION_RATE_MESSAGE,
  GENERATIONS_IN_FLIGHT,
  GENERATIONS_IN_FLIGHT_MESSAGE,
} from '@codeflow/contracts';
import { AppError } from '../../domain/appError';

/** A limit every instance counts together (the database's rate-limit counter). */
export type SharedGenerationCheck = (
  userId: string,
) => Promise<{ allowed: boolean; retryAfterSeconds: number }>;

/**
 * The whole service's rate for one user when several instances run (issue 21 finding 13): the
 * bucket's sustained 120 a minute and burst of 30, as a 15-second window counted in the
 * database, so three instances do not give a user three buckets.
 */
export const SHARED_GENERATION_RULE = {
  name: 'generate:user',
  limit: 30,
  windowSeconds: 15,
} as const;

export type UserGenerationLimitOptions = {
  /** generations one user may have running or queued at once */
  inFlight?: number;
  /** sustained generations per minute per user */
  perMinute?: number;
  /** generations a user may start at once after a pause (the bucket's size) */
  burst?: number;
  now?: () => number;
  /** with several instances: the limit they count together (none: this process alone) */
  shared?: SharedGenerationCheck | undefined;
};

type Bucket = { tokens: number; at: number };

/**
 * Per-user limits on generation, in memory (they guard this process's worker pool): at most
 * `inFlight` at once, and a token bucket for the rate. An editor generating as its user types
 * stays far below both; a script flooding the pool gets 429s instead of everyone's workers.
 * With several instances, `shared` adds the rate they count together in the database.
 */
export class UserGenerationLimits {
  private readonly inFlight = new Map<string, number>();
  private readonly buckets = new Map<string, Bucket>();
  private readonly maxInFlight: number;
  private readonly perMs: number;
  private readonly burst: number;
  private readonly now: () => number;
  private readonly shared: SharedGenerationCheck | undefined;

  constructor(options: UserGenerationLimitOptions = {}) {
    this.shared = options.shared;
    this.maxInFlight = options.inFlight ?? GENERATIONS_IN_FLIGHT;
    this.perMs = (options.perMinute ?? 120) / 60_000;
    this.burst = options.burst ?? 30;
    this.now = options.now ?? Date.now;
  }

  /** Takes a slot for `userId` (RATE_LIMITED past a limit); call the returned release once done. */
  acquire(userId: string): () => void {
    const running = this.inFlight.get(userId) ?? 0;
    if (running >= this.maxInFlight) {
      throw new AppError('RATE_LIMITED', GENERATIONS_IN_FLIGHT_MESSAGE, { retryAfterSeconds: 1 });
    }
    const now = this.now();
    const bucket = this.buckets.get(userId) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + (now - bucket.at) * this.perMs);
    bucket.at = now;
    if (bucket.tokens < 1) {
      this.buckets.set(userId, bucket);
      const wait = Math.ceil((1 - bucket.tokens) / this.perMs / 1000);
      throw new AppError('RATE_LIMITED', GENERATION_RATE_MESSAGE, { retryAfterSeconds: wait });
    }
    bucket.tokens -= 1;
    this.buckets.set(userId, bucket);
    this.inFlight.set(userId, running + 1);
    this.prune(now);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.inFlight.get(userId) ?? 1) - 1;
      if (left > 0) this.inFlight.set(userId, left);
      else this.inFlight.delete(userId);
    };
  }

  /**
   * The limit all instances count together, after `acquire` took this process's slot (the
   * caller releases it with the answer either way). Nothing to check on a single instance.
   */
  async checkShared(userId: string): Promise<void> {
    if (!this.shared) return;
    const result = await this.shared(userId);
    if (!result.allowed) {
      throw new AppError('RATE_LIMITED', GENERATION_RATE_MESSAGE, {
        retryAfterSeconds: result.retryAfterSeconds,
      });
    }
  }

  /** Full buckets carry no information: dropped now and then so the map stays small. */
  private prune(now: number): void {
    if (this.buckets.size < 10_000) return;
    for (const [user, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.at) * this.perMs >= this.burst) this.buckets.delete(user);
    }
  }
}
