import { authMessages } from '@codeflow/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { preparedStatement } from '../../db/prepared';
import { sessions, users } from '../../db/schema/index';
import { AppError } from '../../domain/appError';
import { withTeamPlan } from '../../plans/teamPlan';
import { touchSession } from './sessions';
import type { AuthUser } from './users';

export type { AuthUser } from './users';

/** A signed-in caller: the user row and the session its token belongs to. */
export type Authenticated = { user: AuthUser; sessionId: string };

type Outcome = Authenticated | 'anonymous' | 'disabled';

// one verification per request, however many times a handler asks
const outcomes = new WeakMap<FastifyRequest, Promise<Outcome>>();

/** The user and the session a token names, in one query. */
const sessionLookup = preparedStatement((db) =>
  db
    .select({ user: users, endedAt: sessions.endedAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, sql.placeholder('sid')), eq(sessions.userId, sql.placeholder('sub'))),
    )
    .prepare('auth_session_lookup'),
);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

async function authenticate(request: FastifyRequest): Promise<Outcome> {
  const token = bearerToken(request);
  if (!token) return 'anonymous';
  const { db, tokens, sessionCache } = request.server.auth;
  const cached = sessionCache?.get(token);
  if (cached) return cached;
  // read before the lookup: a revocation completing meanwhile keeps its result out of the cache
  const epoch = sessionCache?.epoch ?? 0;
  const claims = await tokens.verify(token);
  if (!claims) return 'anonymous';

  const [row] = await sessionLookup(db).execute({ sid: claims.sid, sub: claims.sub });
  if (!row) return 'anonymous';
  // disabled first: the web app can tell the person why, even with a token issued before
  if (row.user.disabled) return 'disabled';
  // a bumped token_version (password change/reset, logout-all) or an ended session revokes it
  if (row.user.tokenVersion !== claims.ver || row.endedAt) return 'anonymous';

  await touchSession(db, { id: claims.sid, lastSeenAt: row.lastSeenAt });
  const accepted = { user: await withTeamPlan(db, row.user), sessionId: claims.sid };
  sessionCache?.set(token, accepted, claims.exp * 1000, epoch);
  return accepted;
}

function outcomeOf(request: FastifyRequest): Promise<Outcome> {
  let outcome = outcomes.get(request);
  if (!outcome) {
    outcome = authenticate(request);
    outcomes.set(request, outcome);
  }
  return outcome;
}

/**
 * The signed-in caller with its session. NOT_AUTHENTICATED for a missing, malformed, expired,
 * tampered or revoked token; ACCOUNT_DISABLED for a disabled account.
 */
export async function requireSession(request: FastifyRequest): Promise<Authenticated> {
  const outcome = await outcomeOf(request);
  if (outcome === 'anonymous')
    throw new AppError('NOT_AUTHENTICATED', authMessages.notAuthenticated);
  if (outcome === 'disabled') throw new AppError('ACCOUNT_DISABLED', authMessages.accountDisabled);
  return outcome;
}

/**
 * A route's `preValidation` hook: refuses a caller who is not signed in before the request's
 * schemas are checked, so an anonymous caller learns nothing about what the call accepts.
 */
export async function authenticated(request: FastifyRequest): Promise<void> {
  await requireSession(request);
}

/** The signed-in user (the users row); throws like `requireSession`. */
export async function requireUser(request: FastifyRequest): Promise<AuthUser> {
  return (await requireSession(request)).user;
}

/**
 * The signed-in account's id when this request's token was already checked (a guarded route
 * checks it in `onRequest`, before the body), otherwise undefined. Never starts a check itself:
 * http/bodyBudget.ts asks it to count bodies per account without a second database read.
 */
export async function checkedUserIdOf(request: FastifyRequest): Promise<string | undefined> {
  const outcome = outcomes.get(request);
  if (!outcome) return undefined;
  const settled = await outcome.catch(() => 'anonymous' as const);
  return typeof settled === 'object' ? settled.user.id : undefined;
}

/**
 * The user when the request carries a valid token of an enabled account, otherwise null
 * (public calls that show more to signed-in users). Never throws for a bad token.
 */
export async function optionalUser(request: FastifyRequest): Promise<AuthUser | null> {
  const outcome = await outcomeOf(request);
  return typeof outcome === 'object' ? outcome.user : null;
}
