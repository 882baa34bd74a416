import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { flowcharts, organizationMembers, teamFlowcharts, users } from '../../db/schema/index';
import type { TeamEvents } from '../../domain/teamEvents';

/**
 * Ends a membership (removal by the owner, or the member leaving): the row goes, the account
 * becomes an ordinary `user` with its own plan and flowcharts, the flowcharts it shared leave the
 * team, and listeners (live collaboration) hear of both. False when it was no member.
 */
export async function endMembership(
  db: Db,
  events: TeamEvents,
  memberId: string,
  organizationId: string,
): Promise<boolean> {
  const [removed] = await db
    .delete(organizationMembers)
    .where(
      and(
        eq(organizationMembers.userId, memberId),
        eq(organizationMembers.organizationId, organizationId),
      ),
    )
    .returning({ userId: organizationMembers.userId });
  if (!removed) return false;

  await db
    .update(users)
    .set({ role: 'user', updatedAt: new Date() })
    .where(and(eq(users.id, memberId), eq(users.role, 'team_member')));

  const unshared = await db
    .delete(teamFlowcharts)
    .where(
      and(
        eq(teamFlowcharts.organizationId, organizationId),
        sql`${teamFlowcharts.flowchartId} in (select ${flowcharts.id} from ${flowcharts} where ${flowcharts.userId} = ${memberId})`,
      ),
    )
    .returning({ flowchartId: teamFlowcharts.flowchartId });

  events.emitSafely('memberRemoved', { userId: memberId, organizationId });
  for (const { flowchartId } of unshared) events.emitSafely('flowchartUnshared', { flowchartId });
  return true;
}
