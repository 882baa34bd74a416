import { useQuery } from '@tanstack/react-query';
import { getPublicConfig } from '../../api/config';

/** GET /api/config: server flags the signed-out UI needs (is Google sign-in on?). */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
  });
}
