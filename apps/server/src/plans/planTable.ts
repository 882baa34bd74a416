import { centsToPrice, type Plan, type PlanId } from '@codeflow/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { plans } from '../db/schema/index';

export type PlanRow = typeof plans.$inferSelect;

export function planDto(row: PlanRow): Plan {
  return {
    plan_id: row.planId,
    name: row.name,
    price: centsToPrice(row.priceCents),
    features: [...row.features],
  };
}

/** GET /api/subscription/plans: the active plans, cheapest first. */
export async function listPlans(db: Db): Promise<Plan[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(eq(plans.active, true))
    .orderBy(asc(plans.sortOrder), asc(plans.priceCents));
  return rows.map(planDto);
}

export async function findPlan(db: Db, planId: PlanId): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.planId, planId));
  return row;
}

/** Admin price edit (the admin screens call it); returns the updated plan, if it exists. */
export async function setPlanPrice(
  db: Db,
  planId: PlanId,
  priceCents: number,
): Promise<Plan | undefined> {
  if (!Number.isInteger(priceCents) || priceCents < 0) {
    throw new RangeError('priceCents must be a non-negative integer');
  }
  const [row] = await db
    .update(plans)
    .set({ priceCents, updatedAt: new Date() })
    .where(eq(plans.planId, planId))
    .returning();
  return row && planDto(row);
}
