import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useFlowchartStatus } from './useFlowchartStatus';
import { disableEmbed, enableEmbed } from '../../api/embeds';

/**
 * The public embed of one flowchart (docs/product.md#embeds): whether it is on (the flowchart's
 * own answer carries is_embedded, the same query as the share link's), turning it on (which
 * answers the URL and snippets; an embed that is on is shown at once, the call makes no new one)
 * and off.
 */
export function useEmbed(flowchartId: string, onDisabled: () => void) {
  const { status, refreshFlowchart } = useFlowchartStatus(flowchartId);
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
