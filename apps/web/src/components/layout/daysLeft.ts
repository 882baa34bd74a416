const DAY_MS = 24 * 60 * 60 * 1000;

/** docs/product.md#constants-and-limits: the badge turns red under 7 days. */
export const DAYS_LEFT_WARNING = 7;

export interface DaysLeftBadgeInfo {
  /** "12 days left", "1 day left" or "Subscription Expired". */
  text: string;
  /** Under 7 days, or expired: shown in red. */
  urgent: boolean;
  days: number;
}

/**
 * docs/product.md#states-and-transitions Subscription: days left is the ceiling of the remaining time in days; 0 or less is
 * "Subscription Expired". Hidden (null) for the free and admin tiers, or no expiry date. An admin
 * testing as a paid tier with "Set own expiry" sees it like that tier's users (issue 22 item 21).
 */
export function daysLeftBadge(
  user: { role: string; subscription_tier: string; subscription_expiry_date: string | null },
  now: number = Date.now(),
): DaysLeftBadgeInfo | null {
  if (user.subscription_tier === 'free' || user.subscription_tier === 'admin') return null;
  if (!user.subscription_expiry_date) return null;
  const expiry = Date.parse(user.subscription_expiry_date);
  if (Number.isNaN(expiry)) return null;
  const days = Math.ceil((expiry - now) / DAY_MS);
  if (days <= 0) return { text: 'Subscription Expired', urgent: true, days };
  return {
    text: `${days} ${days === 1 ? 'day' : 'days'} left`,
    urgent: days < DAYS_LEFT_WARNING,
    days,
  };
}
