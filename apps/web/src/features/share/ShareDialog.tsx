import { DEFAULT_FLOWCHART_TITLE, type FlowchartListItem } from '@codeflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { Button } from '../../components/ui/Button';
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
 * The private view link of one flowchart (docs/product.md#share-links, a paid feature): opening the dialog creates
 * the link (or returns the active one), Copy says "Copied" for 2 s, Revoke ends it.
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
  const create = useMutation({
    mutationFn: () => createShareLink(flowchart.id),
    onSuccess: refreshFlowchart,
  });
  const revoke = useMutation({
    mutationFn: () => revokeShareLink(flowchart.id),
    onSuccess: refreshFlowchart,
  });
  const [copy, setCopy] = useState<ToastNotice | null>(null);
  const urlRef = useRef<HTMLInputElement>(null);

  // Create once per opening (StrictMode runs effects twice; the call is idempotent anyway).
  const started = useRef(false);
  const { mutate: createLink } = create;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    createLink();
  }, [createLink]);

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

      {create.isPending && (
        <p role="status" className="mt-4 text-sm text-gray-500">
          Creating link…
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
          {revoke.isError && (
            <p role="alert" className="text-sm text-red-600">
              {errorText(revoke.error, 'Failed to revoke the share link.')}
            </p>
          )}
        </>
      )}

      {revoke.isSuccess && (
        <p role="status" className="mt-4 text-sm text-gray-700" data-testid="share-revoked">
          Link revoked. It no longer opens this flowchart; sharing again makes a new link.
        </p>
      )}

      <div className="mt-4 flex justify-end gap-2">
        {create.isSuccess && !revoke.isSuccess && (
          <Button variant="danger" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
            {revoke.isPending ? 'Revoking…' : 'Revoke'}
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
