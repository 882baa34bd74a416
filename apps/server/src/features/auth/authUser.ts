import type { users } from '../../db/schema/index';
import type { TeamPlan } from '../../plans/effectiveTier';

/**
 * A users row, as the guard hands it to route handlers; a team member's also carries the plan of
 * their organization (plans/teamPlan.ts), which their effective tier follows.
 */
export type AuthUser = typeof users.$inferSelect & { team?: TeamPlan | null };
