import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getFlowchart } from '../../api/flowcharts';

/**
 * The flowchart's own answer, which says whether its share link and its embed are on
 * (is_shared, is_embedded), and a refresh for after either changes: one query for both.
 */
export function useFlowchartStatus(flowchartId: string) {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: ['flowcharts', flowchartId],
    queryFn: ({ signal }) => getFlowchart(flowchartId, signal),
    retry: false,
    staleTime: 0,
  });
  const refreshFlowchart = () =>
    queryClient.invalidateQueries({ queryKey: ['flowcharts', flowchartId] });
  return { status, refreshFlowchart };
}
