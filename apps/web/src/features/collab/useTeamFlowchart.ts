import type { TeamFlowchart } from '@codeflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/request';

/**
 * Whether a saved flowchart is shared with the caller's team, i.e. edited live: undefined while
 * that is being found out. Only people in a team ask (a member, or an owner with team
 * management); for anyone else, or when the list cannot be read, it is false.
 */
export function useTeamFlowchart(
  flowchartId: string | undefined,
  inTeam: boolean,
): boolean | undefined {
  const query = useQuery({
    queryKey: ['organization', 'team-flowcharts'],
    queryFn: ({ signal }) =>
      request<TeamFlowchart[]>('GET', '/api/organization/team-flowcharts', { signal }),
    enabled: flowchartId !== undefined && inTeam,
    retry: false,
    staleTime: 30_000,
  });
  if (flowchartId === undefined || !inTeam) return false;
  if (query.isPending) return undefined;
  return query.data?.some((f) => f.id === flowchartId) ?? false;
}
