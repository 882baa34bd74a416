import {
  MAX_TEAM_SIZE,
  TEMPORARY_PASSWORD_DAYS,
  organizationMessages,
  type AddMemberRequest,
  type OrganizationInfo,
  type TeamInvitation,
  type TeamMember,
} from '@codeflow/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { organizationMembers, organizations, users } from '../../db/schema/index';
import { AppError } from '../../domain/appError';
import { issueOneTimeToken } from '../../security/oneTimeTokens';
import { hashPassword } from '../../security/passwords';
import type { AuthContext } from '../auth/authContext';
import type { AuthUser } from '../auth/authUser';
import { createUser, findUserByEmail, findUserById, revokeAllTokens } from '../auth/users';
import { createInvitation, memberCount, seatsTaken, sendInvitationEmail } from './invitations';
import { endMembership } from './membership';
import { isUuid } from '../../domain/uuid';
import { enforceInviteLimits } from './inviteLimits';
import { teamInviteMessage, teamWelcomeMessage } from './teamEmails';
import type { TeamEvents } from '../../domain/teamEvents';
import { canOwnTeam, teamOf } from './teamOf';

/** An invite link lasts a week: the person may not read their mail the same hour. */
export const INVITE_LIFETIME_DAYS = 7;

/** The web page a new member's invite link opens (a reset token, shown as joining the team). */
export const JOIN_TEAM_ROUTE = '/join-team';

/** add-member's outcome: a new account in the team (201), or an invitation of an existing one (202). */
export type AddMemberResult =
  { kind: 'member'; member: TeamMember } | { kind: 'invitation'; invitation: TeamInvitation };

function organizationOnly(): AppError {
  return new AppError('PLAN_REQUIRED', organizationMessages.organizationOnly);
}

/** The user's team, or PLAN_REQUIRED for someone who neither owns nor belongs to one. */
async function requireTeam(db: Db, user: AuthUser) {
  const team = await teamOf(db, user);
  if (team) return team;
  // an Organization owner who has not added anyone yet sees an empty team
  if (user.role !== 'team_member' && canOwnTeam(user)) return null;
  throw organizationOnly();
}

/** GET /api/organization/organization-info: for the owner and, read-only, for members. */
export async function organizationInfo(db: Db, user: AuthUser): Promise<OrganizationInfo> {
  const team = await requireTeam(db, user);
  if (!team) {
    return {
      team_size: 0,
      max_team_size: MAX_TEAM_SIZE,
      subscription_status: 'active',
      is_owner: true,
      owner_full_name: user.fullName,
    };
  }
  const owner = team.isOwner ? user : await findUserById(db, team.ownerId);
  return {
    team_size: await memberCount(db, team.organizationId),
    max_team_size: MAX_TEAM_SIZE,
    subscription_status: team.status,
    is_owner: team.isOwner,
    owner_full_name: owner?.fullName ?? '',
  };
}

/** GET /api/organization/team-members: the members, in the order they were added. */
export async function listTeamMembers(db: Db, user: AuthUser): Promise<TeamMember[]> {
  const team = await requireTeam(db, user);
  if (!team) return [];
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      addedAt: organizationMembers.addedAt,
    })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.organizationId, team.organizationId))
    .orderBy(asc(organizationMembers.addedAt), asc(users.id));
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    full_name: r.fullName,
    added_at: r.addedAt.toISOString(),
  }));
}

/** The owner's organization row, made on first use (one per owner: a unique index). */
export async function ensureOrganization(db: Db, ownerId: string): Promise<string> {
  await db.insert(organizations).values({ ownerId }).onConflictDoNothing();
  const [org] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.ownerId, ownerId));
  if (!org) throw new Error('organization row missing after insert');
  return org.id;
}

/**
 * POST /api/organization/add-member: an unverified team_member account linked to the owner's
 * organization; a password given here is temporary (decision 028). The organization row is locked while counting, so concurrent adds cannot pass
 * MAX_TEAM_SIZE. An address already in use is refused with the same words whoever holds it.
 */
export async function addMember(
  auth: AuthContext,
  owner: AuthUser,
  input: Omit<AddMemberRequest, 'password'> & { password?: string | undefined },
): Promise<AddMemberResult> {
  const { db } = auth;
  if (owner.role === 'team_member' || !canOwnTeam(owner)) throw organizationOnly();
  // every call may email an arbitrary address: limited per owner (issue 21, finding 9)
  await enforceInviteLimits(db, owner.id);
  const organizationId = await ensureOrganization(db, owner.id);

  // an address that has an account is invited: it joins when its holder accepts (decision 033)
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    const invitation = await db.transaction(async (tx) => {
      await tx.execute(sql`select id from organizations where id = ${organizationId} for update`);
      return createInvitation(tx, organizationId, owner, existing, input.email);
    });
    sendInvitationEmail(auth, owner, existing, invitation);
    return { kind: 'invitation', invitation };
  }
  // hashed before the transaction: argon2 takes tens of milliseconds, the lock should not
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);

  const member = await db.transaction(async (tx) => {
    await tx.execute(sql`select id from organizations where id = ${organizationId} for update`);
    if ((await seatsTaken(tx, organizationId)) >= MAX_TEAM_SIZE) {
      throw new AppError('TEAM_FULL', organizationMessages.teamFull);
    }
    const created = await createUser(tx, {
      email: input.email,
      passwordHash: passwordHash ?? undefined,
      fullName: input.full_name,
      role: 'team_member',
      // the owner's action proves nothing about the inbox: unverified until its owner claims
      // it, and an owner-chosen password is temporary (decision 028)
      isVerified: false,
      ownerProvisioned: true,
      temporaryPasswordExpiresAt:
        passwordHash === null
          ? undefined
          : new Date(Date.now() + TEMPORARY_PASSWORD_DAYS * 24 * 60 * 60 * 1000),
    });
    if (!created) throw new AppError('EMAIL_UNAVAILABLE', organizationMessages.emailUnavailable);
    const [link] = await tx
      .insert(organizationMembers)
      .values({ userId: created.id, organizationId })
      .returning({ addedAt: organizationMembers.addedAt });
    return { user: created, addedAt: link?.addedAt ?? new Date() };
  });

  const signIn = new URL(`${auth.publicUrl}/`).toString();
  if (passwordHash === null) {
    const token = await issueOneTimeToken(
      db,
      member.user.id,
      'reset_password',
      INVITE_LIFETIME_DAYS * 24 * 60 * 60,
    );
    // the "Join <owner>'s team" page: it sets the password with the same one-time token
    const url = new URL(`${auth.publicUrl}${JOIN_TEAM_ROUTE}`);
    url.searchParams.set('token', token);
    auth.email.send(
      teamInviteMessage(
        member.user.email,
        member.user.fullName,
        owner.fullName,
        url.toString(),
        INVITE_LIFETIME_DAYS,
      ),
    );
  } else {
    auth.email.send(
      teamWelcomeMessage(
        member.user.email,
        member.user.fullName,
        owner.fullName,
        signIn,
        TEMPORARY_PASSWORD_DAYS,
      ),
    );
  }
  return {
    kind: 'member',
    member: {
      id: member.user.id,
      email: member.user.email,
      full_name: member.user.fullName,
      added_at: member.addedAt.toISOString(),
    },
  };
}

/**
 * DELETE /api/organization/remove-member/{id}. Nobody removes themselves; only the owner removes
 * (also after their plan lapsed, to tidy up). The member's account stays, as an ordinary free
 * account with their own flowcharts; every token and session of it ends at once, their
 * flowcharts leave the team, and listeners (live collaboration) hear of both.
 */
export async function removeMember(
  db: Db,
  events: TeamEvents,
  owner: AuthUser,
  memberId: string,
): Promise<void> {
  if (memberId === owner.id) throw new AppError('FORBIDDEN', organizationMessages.cannotRemoveSelf);
  const notFound = new AppError('NOT_FOUND', organizationMessages.memberNotFound);
  const team = await teamOf(db, owner);
  if (!team?.isOwner) {
    // an owner who never added anyone has no such member; anyone else has no team to manage
    throw owner.role !== 'team_member' && canOwnTeam(owner) ? notFound : organizationOnly();
  }
  if (!isUuid(memberId)) throw notFound;

  // the owner may know the password of an account they made: every session of it ends
  if (!(await endMembership(db, events, memberId, team.organizationId))) throw notFound;
  await revokeAllTokens(db, memberId);
}
