import type { Features } from '@codeflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { readAuthToken } from '../../api/authToken';
import { getFeatures } from './flowchartCalls';

/** The signed-in user's plan features, or null while unknown (callers then assume the basics). */
export function useEditorFeatures(): Features | null {
  const query = useQuery({
    queryKey: ['subscription', 'features'],
    queryFn: ({ signal }) => getFeatures(signal),
    enabled: readAuthToken() !== null,
    staleTime: 60_000,
    retry: false,
  });
  return query.data ?? null;
}
