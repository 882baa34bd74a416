import { useQuery } from '@tanstack/react-query';
import { listTeamFlowcharts } from '../api/organization';
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
