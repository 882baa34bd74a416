import { MAX_PLAN_PRICE, updatePlanPriceRequestSchema } from '@codeflow/contracts';

/**
 * docs/product.md#validation-rules: a plan price is a number, not negative ("Invalid price.").
 * Returns the price as typed (never rounded: 9.999 is refused by `priceProblem`, not saved as
 * 10.00), or null when the text is not one.
 */
export function parsePrice(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < 0 || value > MAX_PLAN_PRICE) return null;
  return value;
}

/**
 * Why the server would refuse this price (more than two decimals, under the provider's minimum;
 * decision 032), in its words; null when it is fine.
 */
export function priceProblem(price: number): string | null {
  const checked = updatePlanPriceRequestSchema.safeParse({ price });
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}
