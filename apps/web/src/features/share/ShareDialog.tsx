import { DEFAULT_FLOWCHART_TITLE, type FlowchartListItem } from '@codeflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { dangerButton, primaryButton, secondaryButton } from '../dashboard/buttonClasses';
import { ModalDialog } from '../dashboard/ModalDialog';
import { COPIED_MS, copyText } from './copyText';
import { createShareLink, revokeShareLink } from '../../api/share';
import { fullShareUrl } from './fullShareUrl';

function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && typeof error.detail === 'string' && error.detail !== '') {
    return error.detail;
  }
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * The private view link of one flowchart (SPEC.md §2, paid feature): opening the dialog creates
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
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const urlRef = useRef<HTMLInputElement>(null);

  // Create once per opening (StrictMode runs effects twice; the call is idempotent anyway).
  const started = useRef(false);
  const { mutate: createLink } = create;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    createLink();
  }, [createLink]);

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setCopy('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  const url = create.data ? fullShareUrl(window.location.origin, create.data.share_id) : '';
  const title = flowchart.title.trim() || DEFAULT_FLOWCHART_TITLE;

  async function onCopy() {
    const ok = await copyText(url);
    setCopy(ok ? 'copied' : 'failed');
    if (!ok) urlRef.current?.select();
  }

  return (
    <ModalDialog open title="Share flowchart" onClose={onClose} testId="share-dialog">
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
          <button type="button" className={secondaryButton} onClick={() => create.mutate()}>
            Try again
          </button>
        </div>
      )}

      {create.isSuccess && !revoke.isSuccess && (
        <>
          <label htmlFor="share-url" className="mt-4 block text-sm font-medium text-gray-700">
            Share link
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id="share-url"
              ref={urlRef}
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              className="min-w-0 flex-1 rounded border border-gray-300 bg-gray-50 px-2 py-1.5 font-mono text-sm"
            />
            <button type="button" autoFocus className={primaryButton} onClick={() => void onCopy()}>
              {copy === 'copied' ? 'Copied' : 'Copy'}
            </button>
          </div>
          <p role="status" aria-live="polite" className="mt-1 min-h-5 text-sm">
            {copy === 'copied' && <span className="text-green-700">Link copied to clipboard</span>}
            {copy === 'failed' && (
              <span className="text-amber-700">Could not copy: select the link and copy it.</span>
            )}
          </p>
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
          <button
            type="button"
            className={dangerButton}
            disabled={revoke.isPending}
            onClick={() => revoke.mutate()}
          >
            {revoke.isPending ? 'Revoking…' : 'Revoke'}
          </button>
        )}
        <button type="button" className={secondaryButton} onClick={onClose}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}
