import {
  FLOWCHART_LANGUAGES,
  LANGUAGE_BADGE_COLOURS,
  TIER_COLOURS,
  TIERS,
} from '@codeflow/contracts';
import { describe, expect, it } from 'vitest';
import {
  BADGE_CLASSES,
  languageBadgeClasses,
  languageName,
  planBadgeClasses,
} from './badgeClasses';

describe('badge colours', () => {
  it('has classes for every plan and language colour of contracts', () => {
    for (const colour of [
      ...Object.values(TIER_COLOURS),
      ...Object.values(LANGUAGE_BADGE_COLOURS),
    ]) {
      expect(BADGE_CLASSES[colour], colour).toMatch(new RegExp(`bg-${colour}-`));
    }
  });

  it('follows docs/product.md#constants-and-limits for plans: free gray, pro blue, premium purple, organization orange, admin red', () => {
    expect(TIERS.map((t) => planBadgeClasses(t).split('-')[1])).toEqual([
      'gray',
      'blue',
      'purple',
      'orange',
      'red',
    ]);
  });

  it('gives every language a name and unknown languages the neutral badge', () => {
    for (const l of FLOWCHART_LANGUAGES) expect(languageName(l)).not.toBe('');
    expect(languageName('cpp')).toBe('C++');
    expect(languageBadgeClasses('cobol')).toBe(BADGE_CLASSES.gray);
    expect(languageBadgeClasses('python')).toBe(BADGE_CLASSES.blue);
  });
});
