import { billingMessages, COUPON_RESERVATION_MINUTES } from '@codeflow/contracts';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { couponRedemptions, coupons, paymentOrders } from '../../db/schema/index';
import { AppError } from '../../domain/appError';

export type CouponRow = typeof coupons.$inferSelect;

export type NewCoupon = {
  code: string;
  discountPercent: number;
  active?: boolean;
  expiresAt?: Date | null;
  maxRedemptions?: number | null;
  oncePerUser?: boolean;
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
      oncePerUser: input.oncePerUser ?? true,
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

/**
 * Uses of a coupon taken or held: its redemptions (paid orders) plus its reservations, the
 * orders created with it in the last COUPON_RESERVATION_MINUTES that are neither paid nor failed
 * (decision 032). A reservation is released when its order fails or its time runs out.
 */
async function usesOf(db: Db, couponId: string, now: Date, userId?: string): Promise<number> {
  const byUser = (column: typeof couponRedemptions.userId | typeof paymentOrders.userId) =>
    userId ? eq(column, userId) : undefined;
  const [redeemed] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), byUser(couponRedemptions.userId)));
  const heldSince = new Date(now.getTime() - COUPON_RESERVATION_MINUTES * 60_000);
  const [held] = await db
    .select({ n: count() })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.couponId, couponId),
        eq(paymentOrders.status, 'created'),
        gt(paymentOrders.createdAt, heldSince),
        byUser(paymentOrders.userId),
      ),
    );
  return (redeemed?.n ?? 0) + (held?.n ?? 0);
}

/** Whether an order created at `createdAt` still holds its coupon's use at `now`. */
export function reservationLive(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() < COUPON_RESERVATION_MINUTES * 60_000;
}

/**
 * The coupon for `code`, if `userId` can use it now; otherwise an AppError naming why (unknown,
 * inactive, expired, used up, already used by this user). `forUpdate` locks the coupon row for
 * the caller's transaction: every checkout that reserves a use takes this lock first, so of
 * parallel orders only as many as the coupon has uses left get one (issue 21, finding 7).
 */
export async function usableCoupon(
  db: Db,
  code: string,
  now: Date,
  userId: string,
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
  if (coupon.oncePerUser && (await usesOf(db, coupon.id, now, userId)) > 0) {
    throw new AppError('COUPON_INVALID', billingMessages.couponAlreadyUsed);
  }
  if (
    coupon.maxRedemptions !== null &&
    (await usesOf(db, coupon.id, now)) >= coupon.maxRedemptions
  ) {
    throw new AppError('COUPON_INVALID', billingMessages.couponUsedUp);
  }
  return coupon;
}
