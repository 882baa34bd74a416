import { useQuery } from '@tanstack/react-query';
import { listTeamMembers } from '../../api/organization';
import { TEAM_KEY } from '../../session/useTeam';
import { useAuth } from '../../session/useAuth';

export function useTeamMembers(enabled: boolean) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...TEAM_KEY, 'members', user?.id ?? null],
    queryFn: ({ signal }) => listTeamMembers(signal),
    enabled: enabled && user !== null,
    retry: false,
  });
}
