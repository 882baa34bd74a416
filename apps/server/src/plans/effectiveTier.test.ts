import { PLAN_FEATURES, TIERS } from '@codeflow/contracts';
import { describe, expect, it } from 'vitest';
import { effectiveTier, featuresFor } from './effectiveTier';

const now = new Date('2026-06-01T12:00:00Z');
const past = new Date('2026-06-01T11:59:59Z');
const future = new Date('2026-06-02T00:00:00Z');

describe('effectiveTier', () => {
  it.each(['pro', 'premium', 'organization'] as const)(
    '%s past its expiry acts as free',
    (tier) => {
      expect(effectiveTier({ subscriptionTier: tier, subscriptionExpiryDate: past }, now)).toBe(
        'free',
      );
      expect(effectiveTier({ subscriptionTier: tier, subscriptionExpiryDate: now }, now)).toBe(
        'free',
      );
    },
  );

  it.each(['pro', 'premium', 'organization'] as const)(
    '%s before its expiry or without one stays',
    (tier) => {
      expect(effectiveTier({ subscriptionTier: tier, subscriptionExpiryDate: future }, now)).toBe(
        tier,
      );
      expect(effectiveTier({ subscriptionTier: tier, subscriptionExpiryDate: null }, now)).toBe(
        tier,
      );
    },
  );

  it('never downgrades admin or free', () => {
    expect(effectiveTier({ subscriptionTier: 'admin', subscriptionExpiryDate: past }, now)).toBe(
      'admin',
    );
    expect(effectiveTier({ subscriptionTier: 'free', subscriptionExpiryDate: past }, now)).toBe(
      'free',
    );
  });
});

describe('featuresFor', () => {
  it('answers the plan table row of the effective tier, as a copy', () => {
    for (const tier of TIERS) {
      expect(featuresFor({ subscriptionTier: tier, subscriptionExpiryDate: null }, now)).toEqual(
        PLAN_FEATURES[tier],
      );
    }
    const expired = featuresFor({ subscriptionTier: 'premium', subscriptionExpiryDate: past }, now);
    expect(expired).toEqual(PLAN_FEATURES.free);
    expired.export_formats.push('pdf');
    expect(PLAN_FEATURES.free.export_formats).toEqual(['svg', 'png']);
  });

  it('follows the documented plan table', () => {
    expect(PLAN_FEATURES.free).toMatchObject({
      flowchart_limit: 5,
      can_edit: false,
      can_share: false,
    });
    expect(PLAN_FEATURES.pro).toMatchObject({
      flowchart_limit: 100,
      can_edit: true,
      can_share: false,
    });
    expect(PLAN_FEATURES.premium).toMatchObject({
      flowchart_limit: null,
      can_edit: true,
      can_share: true,
    });
    expect(PLAN_FEATURES.organization.team_management).toBe(true);
    expect(PLAN_FEATURES.admin.team_management).toBe(true);
    expect(PLAN_FEATURES.premium.team_management).toBe(false);
  });
});

describe('effectiveTier of a team member', () => {
  const member = (owner: {
    tier: 'organization' | 'free' | 'admin';
    expiry: Date | null;
    role?: 'user' | 'admin' | 'team_member';
  }) => ({
    subscriptionTier: 'free' as const,
    subscriptionExpiryDate: null,
    team: {
      organizationId: 'o',
      ownerId: 'u',
      ownerRole: owner.role ?? 'user',
      subscriptionTier: owner.tier,
      subscriptionExpiryDate: owner.expiry,
    },
  });

  it('is Organization while the owner holds team management, without team management itself', () => {
    expect(effectiveTier(member({ tier: 'organization', expiry: future }), now)).toBe(
      'organization',
    );
    expect(effectiveTier(member({ tier: 'admin', expiry: null, role: 'admin' }), now)).toBe(
      'organization',
    );
    expect(featuresFor(member({ tier: 'organization', expiry: null }), now)).toMatchObject({
      flowchart_limit: null,
      team_management: false,
    });
  });

  it("falls back to the member's own tier when the owner's plan lapses or ends", () => {
    expect(effectiveTier(member({ tier: 'organization', expiry: past }), now)).toBe('free');
    expect(effectiveTier(member({ tier: 'free', expiry: null }), now)).toBe('free');
    // a team member cannot hand a plan on
    expect(
      effectiveTier(member({ tier: 'organization', expiry: null, role: 'team_member' }), now),
    ).toBe('free');
  });
});
