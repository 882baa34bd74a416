import { DEFAULT_FLOWCHART_TITLE, type FlowchartListItem } from '@codeflow/contracts';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Dialog } from '../../components/ui/Dialog';
import { EmbedSection } from './EmbedSection';
import { shareErrorText } from './shareErrorText';
import { ShareLinkField } from './ShareLinkField';
import { useShareLink } from './useShareLink';

/**
 * The private view link of one flowchart (docs/product.md#share-links, a paid feature). Opening the
 * dialog creates nothing: it looks up whether a link is active (and then shows it) and offers
 * Create link otherwise. Copy says "Copied" for 2 s; Revoke asks first, then ends the link.
 * Below it, the flowchart's public embed (EmbedSection).
 */
export function ShareDialog({
  flowchart,
  onClose,
}: {
  flowchart: FlowchartListItem;
  onClose: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const { status, create, revoke, active, noLinkYet, startOver, url } = useShareLink(
    flowchart.id,
    () => setConfirming(false),
  );
  const title = flowchart.title.trim() || DEFAULT_FLOWCHART_TITLE;

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
          {shareErrorText(status.error, 'Failed to load the share link.')}
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
            {shareErrorText(create.error, 'Failed to create the share link.')}
          </p>
          <Button variant="secondary" onClick={() => create.mutate()}>
            Try again
          </Button>
        </div>
      )}

      {create.isSuccess && !revoke.isSuccess && <ShareLinkField url={url} />}

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
      </div>

      <EmbedSection flowchartId={flowchart.id} title={title} />

      <div className="mt-6 flex justify-end">
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
            revoke.isError ? shareErrorText(revoke.error, 'Failed to revoke the share link.') : null
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
