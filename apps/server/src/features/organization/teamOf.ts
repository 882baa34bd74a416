import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { organizations } from '../../db/schema/index';
import type { AuthUser } from '../auth/authUser';
import { effectiveTier, teamPlanActive } from '../../plans/effectiveTier';
import { PAID_TIERS } from '@codeflow/contracts';
import type { OrganizationStatus } from '@codeflow/contracts';

/** The organization a signed-in user belongs to, as its owner or as a member. */
export type UserTeam = {
  organizationId: string;
  ownerId: string;
  isOwner: boolean;
  /** the owner's plan holds team management now: members have the Organization features */
  active: boolean;
  status: OrganizationStatus;
};

type PlanHolder = Pick<AuthUser, 'role' | 'subscriptionTier' | 'subscriptionExpiryDate'>;

/** 'active' while the owner holds team management; 'expired' for a lapsed paid plan. */
export function organizationStatus(owner: PlanHolder, now: Date = new Date()): OrganizationStatus {
  if (teamPlanActive(owner, now)) return 'active';
  const lapsed =
    PAID_TIERS.includes(owner.subscriptionTier) &&
    effectiveTier({ ...owner, team: null }, now) !== owner.subscriptionTier;
  return lapsed ? 'expired' : 'inactive';
}

/** Whether this user may own a team now (the Organization tier, or an admin's team_management). */
export function canOwnTeam(user: PlanHolder): boolean {
  return teamPlanActive(user);
}

/**
 * The user's team: the one they are a member of (the guard attached its plan), else the one
 * they own (the row exists once they added a member); null when neither.
 */
export async function teamOf(db: Db, user: AuthUser): Promise<UserTeam | null> {
  if (user.team) {
    const owner = { ...user.team, role: user.team.ownerRole };
    const status = organizationStatus(owner);
    return {
      organizationId: user.team.organizationId,
      ownerId: user.team.ownerId,
      isOwner: false,
      active: status === 'active',
      status,
    };
  }
  if (user.role === 'team_member') return null;
  const [org] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.ownerId, user.id));
  if (!org) return null;
  const status = organizationStatus(user);
  return {
    organizationId: org.id,
    ownerId: user.id,
    isOwner: true,
    active: status === 'active',
    status,
  };
}
