import { useMutation, useQueryClient } from '@tanstack/react-query';
import { duplicateFlowchart } from '../../api/flowcharts';
import { useAuth } from '../../session/useAuth';
import { FLOWCHART_LIST_KEY } from './useFlowchartList';

/**
 * Duplicate on a card: the server copies the flowchart (a new save, counted against the plan's
 * lifetime limit); the list and the used/limit counter then show the copy.
 */
export function useDuplicateFlowchart() {
  const queryClient = useQueryClient();
  const { refreshProfile } = useAuth();
  return useMutation({
    mutationFn: (id: string) => duplicateFlowchart(id),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: FLOWCHART_LIST_KEY }),
        refreshProfile(),
      ]);
    },
  });
}
