import { PLAN_COLOURS, type PlanId } from '@codeflow/contracts';
import type { ButtonVariant } from './buttonClasses';

/**
 * The pricing cards' call to action (Choose …, Get Started): the site's indigo brand button like
 * every other primary action of the public pages; the plan's own colour stays on the card's top
 * edge and name.
 */
export const PLAN_CARD_ACTION: ButtonVariant = 'brand';

/**
 * Card accents per plan colour of contracts (docs/product.md#constants-and-limits), written out
 * in full because Tailwind only generates classes it finds literally in the source.
 */
const CARD_CLASSES: Readonly<Record<string, { border: string; text: string }>> = {
  gray: {
    border: 'border-t-gray-400',
    text: 'text-gray-700',
  },
  blue: {
    border: 'border-t-blue-500',
    text: 'text-blue-700',
  },
  purple: {
    border: 'border-t-purple-500',
    text: 'text-purple-700',
  },
  orange: {
    border: 'border-t-orange-500',
    text: 'text-orange-700',
  },
};

const fallback = {
  border: 'border-t-gray-400',
  button: 'bg-gray-700 hover:bg-gray-800',
  text: 'text-gray-700',
};

export function planCardClasses(planId: PlanId) {
  return CARD_CLASSES[PLAN_COLOURS[planId]] ?? fallback;
}
