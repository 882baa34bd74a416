import { DEFAULT_FLOWCHART_TITLE, type FlowchartListItem } from '@codeflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { getFlowchart } from '../../api/flowcharts';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Dialog } from '../../components/ui/Dialog';
import { Field } from '../../components/ui/Field';
import { Toast, type ToastNotice } from '../../components/ui/Toast';
import { COPIED_MS, copyText } from './copyText';
import { createShareLink, revokeShareLink } from '../../api/share';
import { fullShareUrl } from './fullShareUrl';

const COPIED: ToastNotice = { text: 'Link copied to clipboard', tone: 'success' };
const COPY_FAILED: ToastNotice = {
  text: 'Could not copy: select the link and copy it.',
  tone: 'warning',
};

function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && typeof error.detail === 'string' && error.detail !== '') {
    return error.detail;
  }
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * The private view link of one flowchart (docs/product.md#share-links, a paid feature). Opening the
 * dialog creates nothing: it looks up whether a link is active (and then shows it) and offers
 * Create link otherwise. Copy says "Copied" for 2 s; Revoke asks first, then ends the link.
 */
export function ShareDialog({
  flowchart,
  onClose,
}: {
  flowchart: FlowchartListItem;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  // the flowchart's own answer carries is_shared; refetch it after a change
  const refreshFlowchart = () =>
    queryClient.invalidateQueries({ queryKey: ['flowcharts', flowchart.id] });
  const status = useQuery({
    queryKey: ['flowcharts', flowchart.id],
    queryFn: ({ signal }) => getFlowchart(flowchart.id, signal),
    retry: false,
    staleTime: 0,
  });
  const create = useMutation({
    mutationFn: () => createShareLink(flowchart.id),
    onSuccess: refreshFlowchart,
  });
  const revoke = useMutation({
    mutationFn: () => revokeShareLink(flowchart.id),
    onSuccess: () => {
      setConfirming(false);
      return refreshFlowchart();
    },
  });
  const [copy, setCopy] = useState<ToastNotice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const urlRef = useRef<HTMLInputElement>(null);

  // An active link is shown at once: the share call answers the active link and makes none.
  const active = status.data?.is_shared === true;
  const { mutate: showLink } = create;
  const shown = useRef(false);
  useEffect(() => {
    if (!active || shown.current) return;
    shown.current = true;
    showLink();
  }, [active, showLink]);

  const startOver = () => {
    revoke.reset();
    create.mutate();
  };
  const noLinkYet =
    (status.isSuccess && !active && create.isIdle) || (revoke.isSuccess && !create.isPending);

  const url = create.data ? fullShareUrl(window.location.origin, create.data.share_id) : '';
  const title = flowchart.title.trim() || DEFAULT_FLOWCHART_TITLE;

  async function onCopy() {
    const ok = await copyText(url);
    setCopy(ok ? COPIED : COPY_FAILED);
    if (!ok) urlRef.current?.select();
  }

  return (
    <Dialog title="Share flowchart" onClose={onClose} testId="share-dialog" size="lg">
      <p className="mt-1 text-sm text-gray-600">
        Anyone signed in who has this link can view “{title}” read-only.
      </p>

      {status.isPending && (
        <p role="status" className="mt-4 text-sm text-gray-500">
          Checking for a link…
        </p>
      )}
      {status.isError && (
        <p role="alert" className="mt-4 text-sm text-red-600">
          {errorText(status.error, 'Failed to load the share link.')}
        </p>
      )}
      {status.isSuccess && !active && create.isIdle && (
        <p className="mt-4 text-sm text-gray-700" data-testid="share-none">
          There is no link yet. Nothing is shared until you create one.
        </p>
      )}
      {create.isPending && (
        <p role="status" className="mt-4 text-sm text-gray-500">
          {active ? 'Loading link…' : 'Creating link…'}
        </p>
      )}
      {create.isError && (
        <div className="mt-4 flex items-center gap-3">
          <p role="alert" className="text-sm text-red-600">
            {errorText(create.error, 'Failed to create the share link.')}
          </p>
          <Button variant="secondary" onClick={() => create.mutate()}>
            Try again
          </Button>
        </div>
      )}

      {create.isSuccess && !revoke.isSuccess && (
        <>
          <div className="mt-4 flex items-end gap-2">
            <Field
              id="share-url"
              label="Share link"
              ref={urlRef}
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              className="min-w-0 flex-1"
              inputClassName="w-full rounded border border-gray-300 bg-gray-50 px-2 py-1.5 font-mono text-sm"
            />
            <Button variant="primary" autoFocus onClick={() => void onCopy()}>
              {copy === COPIED ? 'Copied' : 'Copy'}
            </Button>
          </div>
          <Toast
            notice={copy}
            durationMs={copy === COPIED ? COPIED_MS : null}
            onExpire={() => setCopy(null)}
            className="mt-1 block min-h-5 text-sm"
          />
        </>
      )}

      {revoke.isSuccess && (
        <p role="status" className="mt-4 text-sm text-gray-700" data-testid="share-revoked">
          Link revoked. It no longer opens this flowchart; sharing again makes a new link.
        </p>
      )}

      <div className="mt-4 flex justify-end gap-2">
        {noLinkYet && (
          <Button variant="primary" onClick={startOver}>
            Create link
          </Button>
        )}
        {create.isSuccess && !revoke.isSuccess && (
          <Button variant="danger" disabled={revoke.isPending} onClick={() => setConfirming(true)}>
            {revoke.isPending ? 'Revoking…' : 'Revoke'}
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
      {confirming && (
        <ConfirmDialog
          title="Revoke this link?"
          confirmLabel="Revoke link"
          busyLabel="Revoking…"
          busy={revoke.isPending}
          error={
            revoke.isError ? errorText(revoke.error, 'Failed to revoke the share link.') : null
          }
          onConfirm={() => revoke.mutate()}
          onCancel={() => setConfirming(false)}
          testId="revoke-confirm"
          size="sm"
        >
          Anyone who has the link will no longer be able to open “{title}”. Sharing again makes a
          new link.
        </ConfirmDialog>
      )}
    </Dialog>
  );
}
