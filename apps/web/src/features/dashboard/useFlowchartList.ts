import type { FlowchartListItem } from '@codeflow/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth } from '../../session/useAuth';
import { listFlowcharts } from '../../api/flowcharts';
import { loadWithAuthRetry, sleep } from './loadWithAuthRetry';
import { sortNewestFirst } from './sortNewestFirst';

export const FLOWCHART_LIST_KEY = ['flowcharts', 'list'] as const;

/** The dashboard's list, newest first, loaded with the auth retries of docs/product.md#states-and-transitions. */
export function useFlowchartList() {
  const { user, refreshProfile, expireSessionIfTokenExpired } = useAuth();
  return useQuery({
    queryKey: [...FLOWCHART_LIST_KEY, user?.id ?? null],
    queryFn: ({ signal }) => {
      // docs/product.md#states-and-transitions: an expired token found before a flowchart call ends the session.
      if (expireSessionIfTokenExpired()) return Promise.resolve([]);
      return loadWithAuthRetry({
        load: () => listFlowcharts(signal),
        refreshProfile,
        wait: sleep,
      }).then(sortNewestFirst);
    },
    enabled: user !== null,
    // the editor saves, renames and creates behind this list's back: ask again on every visit
    staleTime: 0,
    // the retry policy above is the whole policy
    retry: false,
  });
}

/** Drops a deleted flowchart from every cached list, so its card disappears at once. */
export function useForgetFlowchart(): (id: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (id: string) => {
      queryClient.setQueriesData<FlowchartListItem[]>({ queryKey: FLOWCHART_LIST_KEY }, (list) =>
        list?.filter((f) => f.id !== id),
      );
      queryClient.removeQueries({ queryKey: ['flowcharts', id] });
    },
    [queryClient],
  );
}
