/** docs/product.md#constants-and-limits: days left turn red under 7. */
export const DAYS_LEFT_RED_UNDER = 7;

export type DaysLeftTone = 'normal' | 'urgent' | 'expired' | 'none';

/**
 * The Days Left cell of the user table (docs/product.md#states-and-transitions): a non-negative
 * count as "Nd" (red under 7), a negative one as "Expired", null as "-".
 */
export function daysLeftCell(days: number | null): { text: string; tone: DaysLeftTone } {
  if (days === null) return { text: '-', tone: 'none' };
  if (days < 0) return { text: 'Expired', tone: 'expired' };
  return { text: `${days}d`, tone: days < DAYS_LEFT_RED_UNDER ? 'urgent' : 'normal' };
}
