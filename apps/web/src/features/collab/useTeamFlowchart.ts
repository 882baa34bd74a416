import { useTeamFlowcharts } from '../../session/useTeam';

/**
 * Whether a saved flowchart is shared with the caller's team, i.e. edited live: undefined while
 * that is being found out. Only people in a team ask (a member, or an owner with team
 * management), with the team section's own query; for anyone else, or when the list cannot be
 * read, it is false.
 */
export function useTeamFlowchart(
  flowchartId: string | undefined,
  inTeam: boolean,
): boolean | undefined {
  const query = useTeamFlowcharts(flowchartId !== undefined && inTeam);
  if (flowchartId === undefined || !inTeam) return false;
  if (query.isPending) return undefined;
  return query.data?.some((f) => f.id === flowchartId) ?? false;
}
