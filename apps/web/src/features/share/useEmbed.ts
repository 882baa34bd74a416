import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { disableEmbed, enableEmbed } from '../../api/embeds';
import { getFlowchart } from '../../api/flowcharts';

/**
 * The public embed of one flowchart (docs/product.md#embeds): whether it is on (the flowchart's
 * own answer carries is_embedded, the same query as the share link's), turning it on (which
 * answers the URL and snippets; an embed that is on is shown at once, the call makes no new one)
 * and off.
 */
export function useEmbed(flowchartId: string, onDisabled: () => void) {
  const queryClient = useQueryClient();
  const refreshFlowchart = () =>
    queryClient.invalidateQueries({ queryKey: ['flowcharts', flowchartId] });
  const status = useQuery({
    queryKey: ['flowcharts', flowchartId],
    queryFn: ({ signal }) => getFlowchart(flowchartId, signal),
    retry: false,
    staleTime: 0,
  });
  const enable = useMutation({
    mutationFn: () => enableEmbed(flowchartId),
    onSuccess: refreshFlowchart,
  });
  const disable = useMutation({
    mutationFn: () => disableEmbed(flowchartId),
    onSuccess: () => {
      onDisabled();
      enable.reset();
      return refreshFlowchart();
    },
  });

  const on = status.data?.is_embedded === true;
  const { mutate: show } = enable;
  const shown = useRef(false);
  useEffect(() => {
    if (!on || shown.current) return;
    shown.current = true;
    show();
  }, [on, show]);

  const turnOn = () => {
    disable.reset();
    enable.mutate();
  };
  return { status, enable, disable, link: enable.data ?? null, turnOn };
}
