import { PLAN_IDS } from '@codeflow/contracts';
import { describe, expect, it } from 'vitest';
import { buttonClasses } from './buttonClasses';
import { PLAN_CARD_ACTION, planCardClasses } from './planColours';

describe('plan card colours', () => {
  it("the cards' buttons are the site's indigo brand button, not a colour per plan", () => {
    expect(PLAN_CARD_ACTION).toBe('brand');
    const classes = buttonClasses(PLAN_CARD_ACTION);
    expect(classes).toContain('bg-indigo-600');
    expect(classes).not.toMatch(/bg-(blue|purple|orange|gray)-/);
  });
  it("a plan's own colour is only the card's edge and name", () => {
    for (const plan of PLAN_IDS) {
      expect(Object.keys(planCardClasses(plan)).sort()).toEqual(['border', 'text']);
    }
  });
});
