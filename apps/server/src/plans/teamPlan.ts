import { and, count, eq, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { preparedStatement } from '../db/prepared';
import { organizationMembers, organizations, users } from '../db/schema/index';
import { isUuid } from '../domain/uuid';
import type { TeamPlan } from './effectiveTier';

const teamPlanStatement = preparedStatement((db) =>
  db
    .select({
      organizationId: organizations.id,
      ownerId: organizations.ownerId,
      ownerRole: users.role,
      subscriptionTier: users.subscriptionTier,
      subscriptionExpiryDate: users.subscriptionExpiryDate,
    })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .innerJoin(users, eq(users.id, organizations.ownerId))
    .where(eq(organizationMembers.userId, sql.placeholder('userId')))
    .prepare('organization_team_plan'),
);

/** The plan of the organization this user is a member of, or null when they belong to none. */
export async function loadTeamPlan(db: Db, userId: string): Promise<TeamPlan | null> {
  const [row] = await teamPlanStatement(db).execute({ userId });
  return row ?? null;
}

/**
 * The user row the guard hands to handlers, with the team's plan for a team member (only they
 * can belong to an organization, so nobody else pays for the query).
 */
export async function withTeamPlan<T extends { id: string; role: string }>(
  db: Db,
  user: T,
): Promise<T & { team?: TeamPlan | null }> {
  if (user.role !== 'team_member') return user;
  const team = await loadTeamPlan(db, user.id);
  if (team) return { ...user, team };
  // A member of no organization (its owner's account was deleted, which removes the
  // organization and its memberships) is a plain user again: with role team_member they were
  // offered team management on buying Organization and then refused every team call (issue 21
  // finding 13). Done here, where every signed-in request passes, so no such account is left.
  await db
    .update(users)
    .set({ role: 'user', updatedAt: new Date() })
    .where(
      and(
        eq(users.id, user.id),
        eq(users.role, 'team_member'),
        notExists(
          db
            .select({ id: organizationMembers.userId })
            .from(organizationMembers)
            .where(eq(organizationMembers.userId, user.id)),
        ),
      ),
    );
  return { ...user, role: 'user', team: null };
}

/** Whether the user owns an organization that still has members (account deletion asks first). */
export async function ownsTeamWithMembers(db: Db, userId: string): Promise<boolean> {
  if (!isUuid(userId)) return false;
  const [row] = await db
    .select({ members: count() })
    .from(organizations)
    .innerJoin(organizationMembers, eq(organizationMembers.organizationId, organizations.id))
    .where(eq(organizations.ownerId, userId));
  return (row?.members ?? 0) > 0;
}
