import { useQuery } from '@tanstack/react-query';
import { getOrganizationInfo, listTeamFlowcharts } from '../api/organization';
import { useAuth } from './useAuth';

/** The signed-in user's team as other features see it: the team feature owns the rest. */
export const TEAM_KEY = ['team'] as const;

/**
 * Whether the signed-in user has a team to show: an owner with team management (Organization,
 * or an admin) or a team member.
 */
export function useInTeam(): boolean {
  const { user, features } = useAuth();
  return features.team_management === true || user?.role === 'team_member';
}

export function useTeamFlowcharts(enabled: boolean) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...TEAM_KEY, 'flowcharts', user?.id ?? null],
    queryFn: ({ signal }) => listTeamFlowcharts(signal),
    enabled: enabled && user !== null,
    staleTime: 0,
    retry: false,
  });
}

/** GET /api/organization/organization-info, shared by the team panel and the plan badges. */
export function useOrganizationInfo(enabled: boolean) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...TEAM_KEY, 'info', user?.id ?? null],
    queryFn: ({ signal }) => getOrganizationInfo(signal),
    enabled: enabled && user !== null,
    retry: false,
  });
}

/** Where a team member's plan comes from: their team's owner, while that plan is active. */
export type TeamPlanSource = { ownerName: string; active: boolean };

/**
 * For a team member, the team whose plan they use (issue 22, item 10: their own tier is Free
 * while the team gives them Organization); null for everyone else and while loading.
 */
export function useTeamPlanSource(): TeamPlanSource | null {
  const { user } = useAuth();
  const member = user?.role === 'team_member';
  const info = useOrganizationInfo(member);
  if (!member || !info.data || info.data.is_owner) return null;
  return {
    ownerName: info.data.owner_full_name,
    active: info.data.subscription_status === 'active',
  };
}
