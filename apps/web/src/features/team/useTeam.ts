import { useQuery } from '@tanstack/react-query';
import { getOrganizationInfo, listTeamFlowcharts, listTeamMembers } from '../../api/organization';
import { useAuth } from '../auth/useAuth';

export const TEAM_KEY = ['team'] as const;

/**
 * Whether the signed-in user has a team to show: an owner with team management (Organization,
 * or an admin) or a team member.
 */
export function useInTeam(): boolean {
  const { user, features } = useAuth();
  return features.team_management === true || user?.role === 'team_member';
}

export function useOrganizationInfo(enabled: boolean) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...TEAM_KEY, 'info', user?.id ?? null],
    queryFn: ({ signal }) => getOrganizationInfo(signal),
    enabled: enabled && user !== null,
    retry: false,
  });
}

export function useTeamMembers(enabled: boolean) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...TEAM_KEY, 'members', user?.id ?? null],
    queryFn: ({ signal }) => listTeamMembers(signal),
    enabled: enabled && user !== null,
    retry: false,
  });
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
