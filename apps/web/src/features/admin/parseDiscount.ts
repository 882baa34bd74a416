import { COUPON_DEFAULT_DISCOUNT } from '@codeflow/contracts';

/**
 * docs/product.md#validation-rules: a coupon discount is a whole number from 1 to 100; the field
 * starts at 10. Returns null when the text is not one.
 */
export function parseDiscount(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= 1 && value <= 100 ? value : null;
}

export const DEFAULT_DISCOUNT_TEXT = String(COUPON_DEFAULT_DISCOUNT);
