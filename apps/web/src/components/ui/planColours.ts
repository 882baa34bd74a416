import { PLAN_COLOURS, type PlanId } from '@codeflow/contracts';

/**
 * Card accents per plan colour of contracts (docs/product.md#constants-and-limits), written out
 * in full because Tailwind only generates classes it finds literally in the source.
 */
const CARD_CLASSES: Readonly<Record<string, { border: string; button: string; text: string }>> = {
  gray: {
    border: 'border-t-gray-400',
    button: 'bg-gray-700 hover:bg-gray-800',
    text: 'text-gray-700',
  },
  blue: {
    border: 'border-t-blue-500',
    button: 'bg-blue-600 hover:bg-blue-700',
    text: 'text-blue-700',
  },
  purple: {
    border: 'border-t-purple-500',
    button: 'bg-purple-600 hover:bg-purple-700',
    text: 'text-purple-700',
  },
  orange: {
    border: 'border-t-orange-500',
    button: 'bg-orange-600 hover:bg-orange-700',
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
