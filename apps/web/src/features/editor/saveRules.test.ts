import { UPGRADE_TO_EDIT } from '@codeflow/contracts';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_CODE_REASON,
  isSaveShortcut,
  limitReason,
  saveRules,
  type SaveContext,
} from './saveRules';

const FREE_FULL =
  'You have reached your flowchart limit (5 on the Free plan). Upgrade to Pro for up to 100 flowcharts.';

const base: SaveContext = {
  saved: false,
  canEdit: false,
  tier: 'free',
  used: 0,
  limit: 5,
  codeEmpty: false,
};

describe('saveRules', () => {
  it('a new flowchart with a free slot: Save, no copy', () => {
    expect(saveRules(base)).toEqual({
      canSave: true,
      saveReason: null,
      upgradeHelps: false,
      offerCopy: false,
      canCopy: true,
      copyReason: null,
    });
  });

  it('a new flowchart at the limit: Save disabled with the server’s own message', () => {
    const rules = saveRules({ ...base, used: 5 });
    expect(rules).toMatchObject({ canSave: false, saveReason: FREE_FULL, upgradeHelps: true });
  });

  it('a saved flowchart on the free plan: no Save (Upgrade to edit), Save as copy while slots remain', () => {
    expect(saveRules({ ...base, saved: true, used: 1 })).toEqual({
      canSave: false,
      saveReason: UPGRADE_TO_EDIT,
      upgradeHelps: true,
      offerCopy: true,
      canCopy: true,
      copyReason: null,
    });
    expect(saveRules({ ...base, saved: true, used: 5 })).toMatchObject({
      canSave: false,
      canCopy: false,
      copyReason: FREE_FULL,
    });
  });

  it('a saved flowchart with can_edit: Save, and a copy needs a slot', () => {
    const pro = { ...base, saved: true, canEdit: true, tier: 'pro' as const, limit: 100 };
    expect(saveRules({ ...pro, used: 100 })).toMatchObject({
      canSave: true,
      canCopy: false,
      copyReason:
        'You have reached your flowchart limit (100 on the Pro plan). Upgrade to Premium for unlimited flowcharts.',
    });
    expect(saveRules({ ...pro, limit: null, used: 10_000 })).toMatchObject({
      canSave: true,
      canCopy: true,
    });
  });

  it('empty code: nothing to save, and it says so', () => {
    expect(saveRules({ ...base, codeEmpty: true })).toMatchObject({
      canSave: false,
      saveReason: EMPTY_CODE_REASON,
      upgradeHelps: false,
    });
  });

  it('while the plan loads nothing is refused (the server decides)', () => {
    expect(
      saveRules({ ...base, saved: true, canEdit: undefined, limit: undefined, used: 99 }),
    ).toMatchObject({ canSave: true, canCopy: true });
  });
});

describe('limitReason', () => {
  it('is null below the limit or without one', () => {
    expect(limitReason('free', 4, 5)).toBeNull();
    expect(limitReason('premium', 4, null)).toBeNull();
    expect(limitReason('free', 4, undefined)).toBeNull();
  });
});

describe('isSaveShortcut', () => {
  const key = (
    k: string,
    mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>>,
  ) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...mods,
  });
  it.each([
    [key('s', { ctrlKey: true }), true],
    [key('s', { metaKey: true }), true],
    [key('S', { ctrlKey: true }), true],
    [key('s', {}), false],
    [key('s', { ctrlKey: true, shiftKey: true }), false],
    [key('s', { ctrlKey: true, altKey: true }), false],
    [key('a', { ctrlKey: true }), false],
  ])('%j → %s', (event, expected) => {
    expect(isSaveShortcut(event)).toBe(expected);
  });
});
