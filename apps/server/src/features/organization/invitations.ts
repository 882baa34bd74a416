import {
  INVITATION_DAYS,
  MAX_TEAM_SIZE,
  organizationMessages,
  type InvitationStatus,
  type MyInvitation,
  type TeamInvitation,
} from '@codeflow/contracts';
import { and, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { organizationMembers, organizations, teamInvitations, users } from '../../db/schema/index';
import { AppError } from '../../domain/appError';
import { isUuid } from '../../domain/uuid';
import type { TeamEvents } from '../../domain/teamEvents';
import { ownsTeamWithMembers } from '../../plans/teamPlan';
import type { AuthContext } from '../auth/authContext';
import type { AuthUser } from '../auth/authUser';
import { userChanged } from '../auth/sessionCache';
import { findUserById } from '../auth/users';
import { endMembership } from './membership';
import { teamInvitationMessage } from './teamEmails';
import { canOwnTeam, organizationStatus, teamOf } from './teamOf';

/** where the email's links lead: the dashboard shows the invitation to its signed-in holder */
export const INVITATION_ROUTE = '/dashboard';

const notFound = () => new AppError('NOT_FOUND', organizationMessages.invitationNotFound);

/** Members plus invitations still waiting: both hold a seat (an accepted one must fit). */
export async function seatsTaken(db: Db, organizationId: string, now = new Date()) {
  const [waiting] = await db
    .select({ n: count() })
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.organizationId, organizationId),
        eq(teamInvitations.status, 'pending'),
        gt(teamInvitations.expiresAt, now),
      ),
    );
  return (await memberCount(db, organizationId)) + (waiting?.n ?? 0);
}

export async function memberCount(db: Db, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, organizationId));
  return row?.n ?? 0;
}

function statusOf(row: { status: InvitationStatus; expiresAt: Date }, now: Date): InvitationStatus {
  return row.status === 'pending' && row.expiresAt.getTime() <= now.getTime()
    ? 'expired'
    : row.status;
}

/**
 * add-member for an address that has an account: an invitation the account accepts (decision
 * 033). Runs inside add-member's transaction, with the organization row locked.
 */
export async function createInvitation(
  tx: Db,
  organizationId: string,
  owner: AuthUser,
  invitee: AuthUser,
  email: string,
): Promise<TeamInvitation> {
  if (invitee.id === owner.id)
    throw new AppError('CONFLICT', organizationMessages.cannotInviteSelf);
  const [member] = await tx
    .select({ organizationId: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, invitee.id));
  if (member?.organizationId === organizationId) {
    throw new AppError('CONFLICT', organizationMessages.alreadyMember(email));
  }
  const now = new Date();
  // a pending invitation past its expiry frees its place (the unique index counts pending rows)
  await tx
    .update(teamInvitations)
    .set({ status: 'expired' })
    .where(
      and(
        eq(teamInvitations.organizationId, organizationId),
        eq(teamInvitations.userId, invitee.id),
        eq(teamInvitations.status, 'pending'),
        lte(teamInvitations.expiresAt, now),
      ),
    );
  const [waiting] = await tx
    .select({ id: teamInvitations.id })
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.organizationId, organizationId),
        eq(teamInvitations.userId, invitee.id),
        eq(teamInvitations.status, 'pending'),
      ),
    );
  if (waiting) throw new AppError('CONFLICT', organizationMessages.alreadyInvited(email));
  if ((await seatsTaken(tx, organizationId, now)) >= MAX_TEAM_SIZE) {
    throw new AppError('TEAM_FULL', organizationMessages.teamFull);
  }
  const [row] = await tx
    .insert(teamInvitations)
    .values({
      organizationId,
      userId: invitee.id,
      email,
      expiresAt: new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000),
    })
    .returning();
  if (!row) throw new Error('invitation row missing after insert');
  return toInvitation(row, invitee.fullName, now);
}

function toInvitation(
  row: typeof teamInvitations.$inferSelect,
  fullName: string,
  now: Date,
): TeamInvitation {
  return {
    id: row.id,
    email: row.email,
    full_name: fullName,
    status: statusOf(row, now),
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    responded_at: row.respondedAt?.toISOString() ?? null,
  };
}

/** The invitation email, after the transaction committed. */
export function sendInvitationEmail(
  auth: AuthContext,
  owner: AuthUser,
  invitee: AuthUser,
  invitation: TeamInvitation,
): void {
  const link = (action: 'accept' | 'decline') => {
    const url = new URL(`${auth.publicUrl}${INVITATION_ROUTE}`);
    url.searchParams.set('invitation', invitation.id);
    url.searchParams.set('action', action);
    return url.toString();
  };
  auth.email.send(
    teamInvitationMessage(
      invitee.email,
      invitee.fullName,
      owner.fullName,
      link('accept'),
      link('decline'),
      INVITATION_DAYS,
    ),
  );
}

/** GET /api/organization/invitations: the owner's invitations, newest first (at most 50). */
export async function listInvitations(db: Db, owner: AuthUser): Promise<TeamInvitation[]> {
  const team = await teamOf(db, owner);
  if (!team?.isOwner) {
    if (owner.role !== 'team_member' && canOwnTeam(owner)) return [];
    throw new AppError('PLAN_REQUIRED', organizationMessages.organizationOnly);
  }
  const now = new Date();
  const rows = await db
    .select({ invitation: teamInvitations, fullName: users.fullName })
    .from(teamInvitations)
    .innerJoin(users, eq(users.id, teamInvitations.userId))
    .where(eq(teamInvitations.organizationId, team.organizationId))
    .orderBy(desc(teamInvitations.createdAt))
    .limit(50);
  return rows.map((r) => toInvitation(r.invitation, r.fullName, now));
}

/** DELETE /api/organization/invitations/{id}: the owner takes back a pending invitation. */
export async function revokeInvitation(db: Db, owner: AuthUser, id: string): Promise<void> {
  const team = await teamOf(db, owner);
  if (!team?.isOwner) {
    if (owner.role !== 'team_member' && canOwnTeam(owner)) throw notFound();
    throw new AppError('PLAN_REQUIRED', organizationMessages.organizationOnly);
  }
  if (!isUuid(id)) throw notFound();
  const [revoked] = await db
    .update(teamInvitations)
    .set({ status: 'revoked', respondedAt: new Date() })
    .where(
      and(
        eq(teamInvitations.id, id),
        eq(teamInvitations.organizationId, team.organizationId),
        eq(teamInvitations.status, 'pending'),
      ),
    )
    .returning({ id: teamInvitations.id });
  if (!revoked) throw notFound();
}

/** GET /api/organization/my-invitations: the caller's pending, unexpired invitations. */
export async function myInvitations(db: Db, user: AuthUser): Promise<MyInvitation[]> {
  const rows = await db
    .select({
      id: teamInvitations.id,
      createdAt: teamInvitations.createdAt,
      expiresAt: teamInvitations.expiresAt,
      ownerName: users.fullName,
    })
    .from(teamInvitations)
    .innerJoin(organizations, eq(organizations.id, teamInvitations.organizationId))
    .innerJoin(users, eq(users.id, organizations.ownerId))
    .where(
      and(
        eq(teamInvitations.userId, user.id),
        eq(teamInvitations.status, 'pending'),
        gt(teamInvitations.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(teamInvitations.createdAt));
  return rows.map((r) => ({
    id: r.id,
    owner_full_name: r.ownerName,
    created_at: r.createdAt.toISOString(),
    expires_at: r.expiresAt.toISOString(),
  }));
}

/**
 * POST /api/organization/my-invitations/{id}/accept. Only the invited account, signed in, while
 * the invitation is pending and unexpired (anyone else: 404). The account becomes a team member:
 * its own subscription and flowcharts stay as they are (decision 033).
 */
export async function acceptInvitation(db: Db, user: AuthUser, id: string): Promise<string> {
  if (!isUuid(id)) throw notFound();
  const ownerName = await db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(teamInvitations)
      .where(
        and(
          eq(teamInvitations.id, id),
          eq(teamInvitations.userId, user.id),
          eq(teamInvitations.status, 'pending'),
          gt(teamInvitations.expiresAt, new Date()),
        ),
      )
      .for('update');
    if (!invitation) throw notFound();
    if (user.role === 'team_member') {
      throw new AppError('CONFLICT', organizationMessages.alreadyInATeam);
    }
    if (canOwnTeam(user) || (await ownsTeamWithMembers(tx, user.id))) {
      throw new AppError('CONFLICT', organizationMessages.ownsOrganization);
    }
    await tx.execute(
      sql`select id from organizations where id = ${invitation.organizationId} for update`,
    );
    const [org] = await tx
      .select({ ownerId: organizations.ownerId })
      .from(organizations)
      .where(eq(organizations.id, invitation.organizationId));
    const owner = org ? await findUserById(tx, org.ownerId) : undefined;
    if (!owner) throw notFound();
    if (organizationStatus(owner) !== 'active') {
      throw new AppError('CONFLICT', organizationMessages.teamInactive);
    }
    if ((await memberCount(tx, invitation.organizationId)) >= MAX_TEAM_SIZE) {
      throw new AppError('TEAM_FULL', organizationMessages.teamFullForInvitee);
    }
    await tx
      .insert(organizationMembers)
      .values({ userId: user.id, organizationId: invitation.organizationId });
    await tx
      .update(users)
      .set({ role: 'team_member', updatedAt: new Date() })
      .where(and(eq(users.id, user.id), eq(users.role, 'user')));
    await tx
      .update(teamInvitations)
      .set({ status: 'accepted', respondedAt: new Date() })
      .where(eq(teamInvitations.id, id));
    // the other teams' invitations of this account are moot now
    await tx
      .update(teamInvitations)
      .set({ status: 'declined', respondedAt: new Date() })
      .where(and(eq(teamInvitations.userId, user.id), eq(teamInvitations.status, 'pending')));
    return owner.fullName;
  });
  // the guard attaches the team's plan to a member's row: the cached one has none
  userChanged(user.id);
  return ownerName;
}

/** POST /api/organization/my-invitations/{id}/decline: only the invited account; else 404. */
export async function declineInvitation(db: Db, user: AuthUser, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const [declined] = await db
    .update(teamInvitations)
    .set({ status: 'declined', respondedAt: new Date() })
    .where(
      and(
        eq(teamInvitations.id, id),
        eq(teamInvitations.userId, user.id),
        eq(teamInvitations.status, 'pending'),
        gt(teamInvitations.expiresAt, new Date()),
      ),
    )
    .returning({ id: teamInvitations.id });
  if (!declined) throw notFound();
}

/**
 * POST /api/organization/leave: a member leaves their team. The account stays with its own
 * plan and flowcharts (those it shared with the team leave the team); its sessions go on.
 */
export async function leaveTeam(db: Db, events: TeamEvents, user: AuthUser): Promise<string> {
  const team = await teamOf(db, user);
  if (team?.isOwner) throw new AppError('FORBIDDEN', organizationMessages.ownerCannotLeave);
  if (!team) throw new AppError('FORBIDDEN', organizationMessages.notAMember);
  const owner = await findUserById(db, team.ownerId);
  await endMembership(db, events, user.id, team.organizationId);
  userChanged(user.id);
  return owner?.fullName ?? '';
}
