import { organizationMessages, type TeamFlowchart } from '@codeflow/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { flowcharts, organizations, teamFlowcharts, users } from '../../db/schema/index';
import { AppError } from '../../domain/appError';
import type { AuthUser } from '../auth/authUser';
import type { TeamEvents } from '../../domain/teamEvents';
import { flowchartNotFound as notFound, isFlowchartId } from '../../flowchartStore/index';
import { ensureOrganization } from './organizationService';
import { canOwnTeam, teamOf } from './teamOf';

/**
 * The caller's team while its plan is active (an Organization owner's is made on first use);
 * PLAN_REQUIRED otherwise.
 */
async function activeTeam(db: Db, user: AuthUser): Promise<{ organizationId: string }> {
  const team = await teamOf(db, user);
  if (team?.active) return team;
  if (!team && user.role !== 'team_member' && canOwnTeam(user)) {
    return { organizationId: await ensureOrganization(db, user.id) };
  }
  throw new AppError('PLAN_REQUIRED', organizationMessages.notInTeam);
}

/** GET /api/organization/team-flowcharts: shared with the caller's team, newest edit first. */
export async function listTeamFlowcharts(db: Db, user: AuthUser): Promise<TeamFlowchart[]> {
  const team = await activeTeam(db, user);
  const rows = await db
    .select({
      id: flowcharts.id,
      title: flowcharts.title,
      language: flowcharts.language,
      updatedAt: flowcharts.updatedAt,
      sharedAt: teamFlowcharts.sharedAt,
      ownerId: flowcharts.userId,
      ownerName: users.fullName,
    })
    .from(teamFlowcharts)
    .innerJoin(flowcharts, eq(flowcharts.id, teamFlowcharts.flowchartId))
    .innerJoin(users, eq(users.id, flowcharts.userId))
    .where(eq(teamFlowcharts.organizationId, team.organizationId))
    .orderBy(desc(flowcharts.updatedAt), desc(flowcharts.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    language: r.language,
    updated_at: r.updatedAt.toISOString(),
    shared_at: r.sharedAt.toISOString(),
    owner_id: r.ownerId,
    owner_full_name: r.ownerName,
    is_mine: r.ownerId === user.id,
  }));
}

/**
 * PUT /api/organization/team-flowcharts/{id}: the owner of a flowchart shares it with their team
 * (again: nothing changes). Another user's flowchart is NOT_FOUND, as everywhere.
 */
export async function shareWithTeam(db: Db, user: AuthUser, flowchartId: string): Promise<void> {
  if (!isFlowchartId(flowchartId)) throw notFound();
  const [own] = await db
    .select({ id: flowcharts.id })
    .from(flowcharts)
    .where(and(eq(flowcharts.id, flowchartId), eq(flowcharts.userId, user.id)));
  if (!own) throw notFound();
  const team = await activeTeam(db, user);
  await db
    .insert(teamFlowcharts)
    .values({ flowchartId, organizationId: team.organizationId, sharedBy: user.id })
    .onConflictDoUpdate({
      target: teamFlowcharts.flowchartId,
      set: { organizationId: team.organizationId },
    });
}

/**
 * DELETE /api/organization/team-flowcharts/{id}: the flowchart's owner, or the organization's
 * owner, stops sharing it; members editing it live are disconnected by the event's listeners.
 */
export async function unshareFromTeam(
  db: Db,
  events: TeamEvents,
  user: AuthUser,
  flowchartId: string,
): Promise<void> {
  if (!isFlowchartId(flowchartId)) throw notFound();
  const removed = await db
    .delete(teamFlowcharts)
    .where(
      and(
        eq(teamFlowcharts.flowchartId, flowchartId),
        sql`(exists (select 1 from ${flowcharts} where ${flowcharts.id} = ${teamFlowcharts.flowchartId} and ${flowcharts.userId} = ${user.id})
          or exists (select 1 from ${organizations} where ${organizations.id} = ${teamFlowcharts.organizationId} and ${organizations.ownerId} = ${user.id}))`,
      ),
    )
    .returning({ flowchartId: teamFlowcharts.flowchartId });
  if (removed.length === 0) throw notFound();
  events.emitSafely('flowchartUnshared', { flowchartId });
}
