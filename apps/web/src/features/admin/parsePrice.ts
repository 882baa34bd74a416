import { MAX_PLAN_PRICE } from '@codeflow/contracts';

/**
 * docs/product.md#validation-rules: a plan price is a number, not negative ("Invalid price.").
 * Returns the price rounded to cents, or null when the text is not one.
 */
export function parsePrice(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < 0 || value > MAX_PLAN_PRICE) return null;
  return Math.round(value * 100) / 100;
}
