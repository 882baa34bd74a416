import {
  subscriptionTiers,
  TIER_NAMES,
  userRoles,
  type SubscriptionTier,
  type UserRole,
} from '@codeflow/contracts';

export const ROLE_NAMES: Readonly<Record<UserRole, string>> = {
  user: 'User',
  team_member: 'Team member',
  admin: 'Admin',
};

export const ROLE_OPTIONS: readonly { value: UserRole; label: string }[] = userRoles.map((r) => ({
  value: r,
  label: ROLE_NAMES[r],
}));

export const TIER_OPTIONS: readonly { value: SubscriptionTier; label: string }[] =
  subscriptionTiers.map((t) => ({ value: t, label: TIER_NAMES[t] }));
