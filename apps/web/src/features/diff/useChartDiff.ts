import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { engineWorkerClient } from '../editor/EngineWorkerClient';
import type { DiffAnswer } from '../editor/engineWorkerProtocol';

export type DiffInput = { oldCode: string; newCode: string; language: string };

/**
 * The chart diff of two versions and the combined drawing of `chart` (null: the first chart that
 * changed), computed in the engine worker so a large file never blocks the page.
 */
export function useChartDiff(input: DiffInput, chart: string | null) {
  return useQuery<DiffAnswer>({
    queryKey: ['chart-diff', input.language, input.oldCode, input.newCode, chart],
    queryFn: () => engineWorkerClient().diff({ ...input, chart }),
    // switching charts keeps the list and the last drawing on screen until the new one is ready
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
  });
}
