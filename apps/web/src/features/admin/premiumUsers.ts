import type { DashboardStats } from '@codeflow/contracts';

/** The Premium Users card counts premium plus organization (docs/product.md#super-admin-screen). */
export function premiumUsers(stats: DashboardStats): number {
  const breakdown: Partial<Record<string, number>> = stats.subscription_breakdown;
  return (breakdown.premium ?? 0) + (breakdown.organization ?? 0);
}
