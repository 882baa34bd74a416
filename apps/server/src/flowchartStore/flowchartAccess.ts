import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import {
  flowcharts,
  organizationMembers,
  organizations,
  teamFlowcharts,
  users,
} from '../db/schema/index';
import { isFlowchartId } from './flowchartIds';
import { teamPlanActive } from '../plans/effectiveTier';

const owner = alias(users, 'team_owner');

export type FlowchartAccess = 'owner' | 'member' | null;

/**
 * THE access check of a saved flowchart (decision 023): who `userId` is for it. 'owner' when it
 * is theirs; 'member' when it is shared with an organization whose owner's plan is active and
 * `userId` is that organization's owner or one of its members; null otherwise (including a
 * malformed id). Owner and team saves and reads, and collaboration (on connect and every
 * re-check) ask it.
 */
export async function flowchartAccess(
  db: Db,
  userId: string,
  flowchartId: string,
): Promise<FlowchartAccess> {
  if (!isFlowchartId(flowchartId) || !isFlowchartId(userId)) return null;
  const [row] = await db
    .select({
      flowchartOwner: flowcharts.userId,
      organizationId: teamFlowcharts.organizationId,
      orgOwnerId: organizations.ownerId,
      ownerRole: owner.role,
      ownerTier: owner.subscriptionTier,
      ownerExpiry: owner.subscriptionExpiryDate,
      memberOf: organizationMembers.organizationId,
    })
    .from(flowcharts)
    .leftJoin(teamFlowcharts, eq(teamFlowcharts.flowchartId, flowcharts.id))
    .leftJoin(organizations, eq(organizations.id, teamFlowcharts.organizationId))
    .leftJoin(owner, eq(owner.id, organizations.ownerId))
    .leftJoin(organizationMembers, eq(organizationMembers.userId, userId))
    .where(eq(flowcharts.id, flowchartId));
  if (!row) return null;
  if (row.flowchartOwner === userId) return 'owner';
  if (!row.organizationId || !row.ownerRole || !row.ownerTier) return null;
  const belongs = row.orgOwnerId === userId || row.memberOf === row.organizationId;
  if (!belongs) return null;
  const active = teamPlanActive({
    role: row.ownerRole,
    subscriptionTier: row.ownerTier,
    subscriptionExpiryDate: row.ownerExpiry,
  });
  return active ? 'member' : null;
}

/** flowchartAccess under the name decisions 017 and 018 (team access, collaboration) use. */
export const flowchartTeamAccess = flowchartAccess;

/**
 * Whose list of flowcharts (titles, languages, dates, never the code) a reader may see: their
 * own; an admin's, anyone's (the admin area's user details).
 */
export function mayListFlowchartsOf(
  reader: { id: string; role: string },
  ownerId: string,
): boolean {
  return reader.id === ownerId || reader.role === 'admin';
}
