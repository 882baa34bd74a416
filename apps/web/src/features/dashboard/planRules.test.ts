import { FLOWCHART_LIMIT_REACHED, PLAN_FEATURES, UPGRADE_TO_EDIT } from '@codeflow/contracts';
import { describe, expect, it } from 'vitest';
import {
  canShare,
  createBlockedReason,
  duplicateBlockedReason,
  editBlockedReason,
  limitReached,
  usageLabel,
  usageText,
} from './planRules';

describe('flowchart limit', () => {
  it.each([
    [0, 5, false],
    [4, 5, false],
    [5, 5, true],
    [7, 5, true], // limit lowered after a downgrade
    [1000, null, false],
    [3, undefined, false], // plan not known yet: the server decides
  ] as const)('%i used of %s: reached %s', (used, limit, reached) => {
    expect(limitReached(used, limit)).toBe(reached);
    expect(createBlockedReason(used, limit)).toBe(reached ? FLOWCHART_LIMIT_REACHED : null);
  });

  it('uses the exact tooltip text of docs/product.md#validation-rules', () => {
    expect(createBlockedReason(5, 5)).toBe('You have reached your flowchart limit');
  });

  it('shows the counter with ∞ when unlimited', () => {
    expect(usageText(2, 5)).toBe('2 / 5');
    expect(usageText(12, null)).toBe('12 / ∞');
    expect(usageText(1, undefined)).toBe('1 / …');
    expect(usageLabel(12, null)).toBe('12 flowcharts created of Unlimited');
    expect(usageLabel(2, 5)).toBe('2 of 5 flowcharts created');
  });
});

describe('edit and share', () => {
  it('disables Edit without can_edit, with "Upgrade to edit flowcharts"', () => {
    expect(editBlockedReason(PLAN_FEATURES.free)).toBe(UPGRADE_TO_EDIT);
    expect(editBlockedReason({})).toBe('Upgrade to edit flowcharts');
    expect(editBlockedReason(PLAN_FEATURES.pro)).toBeNull();
    expect(editBlockedReason(PLAN_FEATURES.admin)).toBeNull();
  });

  it('shows Share only with can_share', () => {
    expect(canShare(PLAN_FEATURES.free)).toBe(false);
    expect(canShare(PLAN_FEATURES.pro)).toBe(false);
    expect(canShare({})).toBe(false);
    expect(canShare(PLAN_FEATURES.premium)).toBe(true);
    expect(canShare(PLAN_FEATURES.organization)).toBe(true);
  });
});

describe('duplicateBlockedReason', () => {
  it('says what the server says to a new save at the limit, nothing below it', () => {
    expect(duplicateBlockedReason('free', 5, 5)).toBe(
      'You have reached your flowchart limit (5 on the Free plan). Upgrade to Pro for up to 100 flowcharts.',
    );
    expect(duplicateBlockedReason('free', 4, 5)).toBeNull();
    expect(duplicateBlockedReason('premium', 500, null)).toBeNull();
    expect(duplicateBlockedReason('free', 9, undefined)).toBeNull();
  });
});
