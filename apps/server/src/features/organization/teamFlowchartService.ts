import {
  MAX_DIAGRAM_BYTES,
  organizationMessages,
  type Flowchart,
  type TeamFlowchart,
} from '@codeflow/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { flowchartUpdateSchema } from '@codeflow/contracts';
import type { DataCipher } from '../../crypto/dataCipher';
import type { Db } from '../../db/database';
import { flowcharts, organizations, teamFlowcharts, users } from '../../db/schema/index';
import { AppError } from '../../domain/appError';
import type { AuthUser } from '../auth/authUser';
import { isFlowchartId } from '../../flowchartStore/flowchartIds';
import { codeContext, diagramContext, toFlowchart } from '../../flowchartStore/flowchartRows';
import { notFound } from '../flowcharts/flowchartService';
import { checkCodeSize } from '../../plans/codeLimits';
import { effectiveTier } from '../../plans/effectiveTier';
import { flowchartTeamAccess } from '../../flowchartStore/flowchartAccess';
import type { TeamEvents } from '../../domain/teamEvents';
import { ensureOrganization } from './organizationService';
import { canOwnTeam, teamOf } from './teamOf';

type FlowchartPatch = z.output<typeof flowchartUpdateSchema>;

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

/**
 * GET /api/flowcharts/{id} for a flowchart shared with the caller's team (not theirs): the same
 * answer its owner gets. NOT_FOUND when the caller has no team access.
 */
export async function getTeamFlowchart(
  db: Db,
  cipher: DataCipher,
  user: AuthUser,
  flowchartId: string,
): Promise<Flowchart> {
  if ((await flowchartTeamAccess(db, user.id, flowchartId)) !== 'member') throw notFound();
  const [row] = await db.select().from(flowcharts).where(eq(flowcharts.id, flowchartId));
  if (!row) throw notFound();
  return toFlowchart(row, cipher);
}

/**
 * PUT /api/flowcharts/{id} by a team member: members edit the team's flowcharts (live
 * collaboration writes the same row). Code size follows the member's own effective tier; the
 * flowchart stays its owner's (list, limit, share links, deletion).
 */
export async function updateTeamFlowchart(
  db: Db,
  cipher: DataCipher,
  user: AuthUser,
  flowchartId: string,
  patch: FlowchartPatch,
): Promise<Flowchart> {
  if ((await flowchartTeamAccess(db, user.id, flowchartId)) !== 'member') throw notFound();
  if (patch.code !== undefined) checkCodeSize(patch.code, effectiveTier(user));
  if (patch.flowchart !== undefined && Buffer.byteLength(patch.flowchart) > MAX_DIAGRAM_BYTES) {
    throw new AppError('CODE_TOO_LARGE', 'This flowchart is too large to save.');
  }
  const [row] = await db
    .update(flowcharts)
    .set({
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.language !== undefined ? { language: patch.language } : {}),
      ...(patch.is_compact !== undefined ? { isCompact: patch.is_compact } : {}),
      ...(patch.code !== undefined
        ? { codeEncrypted: cipher.encrypt(patch.code, codeContext(flowchartId)) }
        : {}),
      ...(patch.flowchart !== undefined
        ? { flowchartEncrypted: cipher.encrypt(patch.flowchart, diagramContext(flowchartId)) }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(flowcharts.id, flowchartId))
    .returning();
  if (!row) throw notFound();
  return toFlowchart(row, cipher);
}
