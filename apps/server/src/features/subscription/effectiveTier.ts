import { PAID_TIERS, PLAN_FEATURES, type Features, type Tier } from '@codeflow/contracts';

export type TierHolder = {
  subscriptionTier: Tier;
  subscriptionExpiryDate: Date | null;
};

/**
 * The tier a user's requests are served with: a paid tier (pro, premium, organization) whose
 * expiry date has passed acts as free. No expiry date means it does not expire (e.g. set by an
 * admin), and the admin tier never expires.
 */
export function effectiveTier(user: TierHolder, now: Date = new Date()): Tier {
  const tier = user.subscriptionTier;
  if (!PAID_TIERS.includes(tier)) return tier;
  const expiry = user.subscriptionExpiryDate;
  if (expiry && expiry.getTime() <= now.getTime()) return 'free';
  return tier;
}

/** GET /api/subscription/features for this user, now. */
export function featuresFor(user: TierHolder, now: Date = new Date()): Features {
  const features = PLAN_FEATURES[effectiveTier(user, now)];
  return { ...features, export_formats: [...features.export_formats] };
}
