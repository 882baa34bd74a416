import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useFlowchartStatus } from './useFlowchartStatus';
import { createShareLink, revokeShareLink } from '../../api/share';
import { fullShareUrl } from './fullShareUrl';

/**
 * The share link of one flowchart: whether one is active (from the flowchart's own answer, which
 * carries is_shared), creating (or showing) it and revoking it. An active link is shown at once:
 * the share call answers the active link and makes none.
 */
export function useShareLink(flowchartId: string, onRevoked: () => void) {
  const { status, refreshFlowchart } = useFlowchartStatus(flowchartId);
  const create = useMutation({
    mutationFn: () => createShareLink(flowchartId),
    onSuccess: refreshFlowchart,
  });
  const revoke = useMutation({
    mutationFn: () => revokeShareLink(flowchartId),
    onSuccess: () => {
      onRevoked();
      return refreshFlowchart();
    },
  });

  const active = status.data?.is_shared === true;
  const { mutate: showLink } = create;
  const shown = useRef(false);
  useEffect(() => {
    if (!active || shown.current) return;
    shown.current = true;
    showLink();
  }, [active, showLink]);

  /** Create link: after a revoke, a new link. */
  const startOver = () => {
    revoke.reset();
    create.mutate();
  };
  const noLinkYet =
    (status.isSuccess && !active && create.isIdle) || (revoke.isSuccess && !create.isPending);
  const url = create.data ? fullShareUrl(window.location.origin, create.data.share_id) : '';

  return { status, create, revoke, active, noLinkYet, startOver, url };
}
