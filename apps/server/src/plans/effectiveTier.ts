import { PAID_TIERS, PLAN_FEATURES, type Features, type Tier } from '@codeflow/contracts';

/**
 * The plan of the organization a team member belongs to: its id, its owner and the owner's
 * subscription (docs/product.md#roles-and-plans). The guard attaches it to a team member's row.
 */
export type TeamPlan = {
  organizationId: string;
  ownerId: string;
  ownerRole: 'user' | 'team_member' | 'admin';
  subscriptionTier: Tier;
  subscriptionExpiryDate: Date | null;
};

export type TierHolder = {
  subscriptionTier: Tier;
  subscriptionExpiryDate: Date | null;
  /** set for a member of an organization: its owner's plan decides what the member gets */
  team?: TeamPlan | null | undefined;
};

/** The user's own plan: a paid tier past its expiry date acts as free. */
function ownTier(user: TierHolder, now: Date): Tier {
  const tier = user.subscriptionTier;
  if (!PAID_TIERS.includes(tier)) return tier;
  const expiry = user.subscriptionExpiryDate;
  if (expiry && expiry.getTime() <= now.getTime()) return 'free';
  return tier;
}

/**
 * Whether an organization's owner currently holds team management (the Organization tier, or an
 * admin's tier with team_management), so that the organization's members have its features.
 */
export function teamPlanActive(
  owner: Omit<TierHolder, 'team'> & { role: TeamPlan['ownerRole'] },
  now: Date = new Date(),
): boolean {
  return owner.role !== 'team_member' && PLAN_FEATURES[ownTier(owner, now)].team_management;
}

/**
 * The tier a user's requests are served with: a paid tier (pro, premium, organization) whose
 * expiry date has passed acts as free. No expiry date means it does not expire (e.g. set by an
 * admin), and the admin tier never expires. A member of an organization whose owner's plan is
 * active is served as Organization; when that plan lapses, the member falls back to their own.
 */
export function effectiveTier(user: TierHolder, now: Date = new Date()): Tier {
  const own = ownTier(user, now);
  const team = user.team;
  if (team && own !== 'admin' && teamPlanActive({ ...team, role: team.ownerRole }, now)) {
    return 'organization';
  }
  return own;
}

/** GET /api/subscription/features for this user, now. */
export function featuresFor(user: TierHolder, now: Date = new Date()): Features {
  const features = PLAN_FEATURES[effectiveTier(user, now)];
  // a member uses the organization's features but never manages its team
  const teamManagement = user.team ? false : features.team_management;
  return {
    ...features,
    team_management: teamManagement,
    export_formats: [...features.export_formats],
  };
}
