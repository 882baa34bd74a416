import {
  centsToPrice,
  commerceMessages,
  isPlanId,
  PROVIDER_MINIMUM_CENTS,
  type AdminCoupon,
  type CommercePlan,
} from '@codeflow/contracts';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { couponRedemptions, coupons, plans } from '../../db/schema/index';
import { AppError } from '../../domain/appError';
import { recordAudit, type AuditActor } from '../../audit/auditLog';
import { createCoupon, setCouponActive, type CouponRow } from '../billing/coupons';
import { findPlan, setPlanPrice, type PlanRow } from '../../plans/planTable';

function planDto(row: PlanRow): CommercePlan {
  return {
    plan_id: row.planId,
    name: row.name,
    price: centsToPrice(row.priceCents),
    features: [...row.features],
    active: row.active,
  };
}

/** GET /api/commerce/plans: every plan, cheapest first, active or not. */
export async function listCommercePlans(db: Db): Promise<CommercePlan[]> {
  const rows = await db.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.priceCents));
  return rows.map(planDto);
}

/**
 * PUT /api/commerce/plans/{plan_id}: the new price (USD, whole cents: the schema refuses more
 * decimals) applies to orders created from now on; orders already created keep theirs. Free
 * stays 0; a paid plan costs at least the provider's minimum, or nobody could pay for it
 * (decision 032).
 */
export async function updatePlanPrice(
  db: Db,
  actor: AuditActor,
  planId: string,
  price: number,
): Promise<CommercePlan> {
  const before = isPlanId(planId) ? await findPlan(db, planId) : undefined;
  if (!before || !isPlanId(planId)) throw new AppError('NOT_FOUND', commerceMessages.planNotFound);
  const priceCents = Math.round(price * 100);
  if (planId === 'free' && priceCents !== 0) {
    throw new AppError('CHECKOUT_REFUSED', commerceMessages.freePlanPrice);
  }
  if (planId !== 'free' && priceCents < PROVIDER_MINIMUM_CENTS) {
    throw new AppError('CHECKOUT_REFUSED', commerceMessages.priceBelowMinimum);
  }
  await setPlanPrice(db, planId, priceCents);
  await recordAudit(db, actor, {
    action: 'plan.update_price',
    targetType: 'plan',
    targetId: planId,
    targetLabel: before.name,
    details: { from: centsToPrice(before.priceCents), to: centsToPrice(priceCents) },
  });
  const after = await findPlan(db, planId);
  if (!after) throw new AppError('NOT_FOUND', commerceMessages.planNotFound);
  return planDto(after);
}

function couponDto(row: CouponRow, redemptions: number): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    discount_percentage: row.discountPercent,
    active: row.active,
    expires_at: row.expiresAt?.toISOString() ?? null,
    max_redemptions: row.maxRedemptions,
    once_per_user: row.oncePerUser,
    redemptions,
    created_at: row.createdAt.toISOString(),
  };
}

/** GET /api/commerce/coupons: newest first, with how often each was redeemed. */
export async function listAdminCoupons(db: Db): Promise<AdminCoupon[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(coupons).orderBy(asc(coupons.createdAt)),
    db
      .select({ couponId: couponRedemptions.couponId, n: count() })
      .from(couponRedemptions)
      .groupBy(couponRedemptions.couponId),
  ]);
  const used = new Map(counts.map((c) => [c.couponId, c.n]));
  return rows.reverse().map((row) => couponDto(row, used.get(row.id) ?? 0));
}

/** POST /api/commerce/coupons: usable at checkout at once (billing/coupons.ts reads the table). */
export async function createAdminCoupon(
  db: Db,
  actor: AuditActor,
  input: {
    code: string;
    discountPercent: number;
    oncePerUser: boolean;
    maxRedemptions: number | null;
  },
): Promise<AdminCoupon> {
  const row = await createCoupon(db, input);
  if (!row) throw new AppError('CONFLICT', commerceMessages.couponCodeTaken);
  await recordAudit(db, actor, {
    action: 'coupon.create',
    targetType: 'coupon',
    targetId: row.id,
    targetLabel: row.code,
    details: {
      discount_percentage: row.discountPercent,
      once_per_user: row.oncePerUser,
      max_redemptions: row.maxRedemptions,
    },
  });
  return couponDto(row, 0);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** POST /api/commerce/coupons/{id}/deactivate: refused at checkout from now on; kept for history. */
export async function deactivateCoupon(
  db: Db,
  actor: AuditActor,
  id: string,
): Promise<AdminCoupon> {
  const [row] = UUID.test(id) ? await db.select().from(coupons).where(eq(coupons.id, id)) : [];
  if (!row) throw new AppError('NOT_FOUND', commerceMessages.couponNotFound);
  await setCouponActive(db, id, false);
  await recordAudit(db, actor, {
    action: 'coupon.deactivate',
    targetType: 'coupon',
    targetId: row.id,
    targetLabel: row.code,
  });
  const [used] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, id));
  return couponDto({ ...row, active: false }, used?.n ?? 0);
}
