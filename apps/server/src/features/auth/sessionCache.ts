import type { AuthUser } from './authUser';

/** What the guard remembers about an access token it accepted: the user row and the session. */
export type CachedSession = { user: AuthUser; sessionId: string };

type Entry = CachedSession & { validUntil: number };

/** every live cache of this process, so a revocation anywhere reaches all of them */
const liveCaches = new Set<SessionCache>();

/**
 * Accepted access tokens (docs/decisions/006-session-cache.md): token text → the user and session
 * the guard loaded for it, for at most `ttlMs` (and never past the token's own `exp`). It spares
 * the HS256 verification and the session+user query on every request.
 *
 * Revocation still takes effect at once: every write that can revoke a token or change what a
 * handler reads from the user row calls `userChanged` / `sessionEnded` after it completed, which
 * drops the entries of that user or session in every cache of the process. A lookup that was
 * already running when such a write completed may have read the old rows, so an invalidation
 * also bumps `epoch`, and `set` refuses an entry whose lookup began in an earlier epoch.
 *
 * Only correct when this process sees every such write: the embedded PGlite (one process owns the
 * database). With PostgreSQL and several instances the cache is off unless SESSION_CACHE_MS says
 * otherwise. Writes not routed through those calls (a future feature, or SQL by hand) are seen
 * after at most `ttlMs`.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private currentEpoch = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {
    liveCaches.add(this);
  }

  /** Stamp a lookup with this before it reads the database; hand it to `set`. */
  get epoch(): number {
    return this.currentEpoch;
  }

  get size(): number {
    return this.entries.size;
  }

  get(token: string): CachedSession | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.validUntil <= this.now()) {
      this.entries.delete(token);
      return undefined;
    }
    return entry;
  }

  /**
   * Remembers an accepted token until `min(now + ttl, expiresAtMs)`, unless an invalidation
   * happened since `epoch` was read (the rows read may predate it).
   */
  set(token: string, session: CachedSession, expiresAtMs: number, epoch: number): void {
    if (epoch !== this.currentEpoch) return;
    const validUntil = Math.min(this.now() + this.ttlMs, expiresAtMs);
    if (validUntil <= this.now()) return;
    this.entries.delete(token);
    while (this.entries.size >= this.maxEntries) {
      // Map order is insertion order: the first key is the oldest entry
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    // handlers share the cached row: nobody may change it in place
    this.entries.set(token, { ...session, user: Object.freeze({ ...session.user }), validUntil });
  }

  /** Drops every entry of this user (or session); in-flight lookups will not be stored. */
  invalidate(match: { userId?: string; sessionId?: string }): void {
    this.currentEpoch++;
    for (const [token, entry] of this.entries) {
      // a team member's entry also holds their organization owner's plan
      const owner = entry.user.team?.ownerId;
      if (
        entry.user.id === match.userId ||
        (owner !== undefined && owner === match.userId) ||
        entry.sessionId === match.sessionId
      ) {
        this.entries.delete(token);
      }
    }
  }

  clear(): void {
    this.currentEpoch++;
    this.entries.clear();
  }

  /** Stops receiving invalidations (the app closed). */
  dispose(): void {
    this.clear();
    liveCaches.delete(this);
  }
}

/**
 * Call after any write to a user row that completed: token version, disabled, password, role,
 * tier, verification... The next request of that user reads the database again.
 */
export function userChanged(userId: string): void {
  for (const cache of liveCaches) cache.invalidate({ userId });
}

/** Call after a session was ended (logout): its token is refused from the next request on. */
export function sessionEnded(sessionId: string): void {
  for (const cache of liveCaches) cache.invalidate({ sessionId });
}
