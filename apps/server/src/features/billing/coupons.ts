import { billingMessages } from '@codeflow/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { couponRedemptions, coupons } from '../../db/schema/index';
import { AppError } from '../../domain/appError';

export type CouponRow = typeof coupons.$inferSelect;

export type NewCoupon = {
  code: string;
  discountPercent: number;
  active?: boolean;
  expiresAt?: Date | null;
  maxRedemptions?: number | null;
};

export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Inserts a coupon; undefined when the code is taken. The table's checks bound the values. */
export async function createCoupon(db: Db, input: NewCoupon): Promise<CouponRow | undefined> {
  const [row] = await db
    .insert(coupons)
    .values({
      code: normalizeCouponCode(input.code),
      discountPercent: input.discountPercent,
      active: input.active ?? true,
      expiresAt: input.expiresAt ?? null,
      maxRedemptions: input.maxRedemptions ?? null,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function listCoupons(db: Db): Promise<CouponRow[]> {
  return db.select().from(coupons).orderBy(desc(coupons.createdAt));
}

export async function setCouponActive(db: Db, id: string, active: boolean): Promise<void> {
  await db.update(coupons).set({ active }).where(eq(coupons.id, id));
}

export async function redemptionCount(db: Db, couponId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId));
  return row?.n ?? 0;
}

/**
 * The coupon for `code`, if it can be used now; otherwise an AppError naming why (unknown,
 * inactive, expired, used up). `forUpdate` locks the row for the caller's transaction, so two
 * redemptions cannot both take the last use.
 */
export async function usableCoupon(
  db: Db,
  code: string,
  now: Date,
  forUpdate = false,
): Promise<CouponRow> {
  const query = db
    .select()
    .from(coupons)
    .where(eq(coupons.code, normalizeCouponCode(code)));
  const [coupon] = forUpdate ? await query.for('update') : await query;
  if (!coupon)
    throw new AppError('COUPON_INVALID', billingMessages.couponUnknown, { meta: { code } });
  if (!coupon.active) throw new AppError('COUPON_INVALID', billingMessages.couponInactive);
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('COUPON_INVALID', billingMessages.couponExpired);
  }
  if (
    coupon.maxRedemptions !== null &&
    (await redemptionCount(db, coupon.id)) >= coupon.maxRedemptions
  ) {
    throw new AppError('COUPON_INVALID', billingMessages.couponUsedUp);
  }
  return coupon;
}
