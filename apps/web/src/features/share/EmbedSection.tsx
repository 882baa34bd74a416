import { useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { UpgradeLink } from '../../components/UpgradeLink';
import { CopyField } from './CopyField';
import { shareErrorText } from './shareErrorText';
import { useEmbed } from './useEmbed';

/** The picture's address on this site (the preview must load from our own origin). */
const samePath = (url: string) => {
  const { pathname } = new URL(url);
  return pathname;
};

/**
 * The living embed of a flowchart (docs/product.md#embeds): a public picture of its current
 * chart for READMEs and web pages. Off until the owner turns it on; then the Markdown and HTML
 * snippets with Copy, and a preview of the picture as everyone sees it. Turn off asks first.
 */
export function EmbedSection({ flowchartId, title }: { flowchartId: string; title: string }) {
  const [confirming, setConfirming] = useState(false);
  const { status, enable, disable, link, turnOn } = useEmbed(flowchartId, () =>
    setConfirming(false),
  );
  const planLocked = enable.error instanceof ApiError && enable.error.status === 403;

  return (
    <section
      className="mt-6 border-t border-gray-200 pt-4"
      aria-labelledby="embed-heading"
      data-testid="embed-section"
    >
      <h3 id="embed-heading" className="font-semibold text-gray-900">
        Embed in a README or web page
      </h3>
      <p className="mt-1 text-sm text-gray-600">
        A public picture of the chart of “{title}” that anyone with its address can see, without
        signing in. It shows the chart only, never the code, and follows every save.
      </p>

      {status.isSuccess && !link && !enable.isPending && !enable.isError && (
        <div className="mt-3 flex items-center justify-between gap-3">
          <p className="text-sm text-gray-700" data-testid="embed-off">
            {disable.isSuccess
              ? 'Embed turned off: its address no longer shows the chart.'
              : 'The embed is off.'}
          </p>
          <Button variant="secondary" onClick={turnOn}>
            Turn on embed
          </Button>
        </div>
      )}
      {enable.isPending && (
        <p role="status" className="mt-3 text-sm text-gray-500">
          {status.data?.is_embedded ? 'Loading the embed…' : 'Turning the embed on…'}
        </p>
      )}
      {enable.isError && (
        <div className="mt-3 flex flex-wrap items-center gap-3" data-testid="embed-error">
          <p role="alert" className="text-sm text-red-600">
            {shareErrorText(enable.error, 'Failed to turn the embed on.')}
          </p>
          {planLocked ? (
            <UpgradeLink />
          ) : (
            <Button variant="secondary" onClick={turnOn}>
              Try again
            </Button>
          )}
        </div>
      )}

      {link && (
        <>
          <CopyField
            id="embed-markdown"
            label="Markdown"
            value={link.markdown}
            copiedText="Markdown copied to clipboard"
            copyLabel="Copy Markdown"
          />
          <CopyField
            id="embed-html"
            label="HTML"
            value={link.html}
            copiedText="HTML copied to clipboard"
            copyLabel="Copy HTML"
          />
          <figure className="mt-2">
            <figcaption className="text-sm font-medium text-gray-700">Preview</figcaption>
            <div className="mt-1 flex h-40 items-center justify-center overflow-auto rounded border border-gray-200 bg-white">
              <img
                src={samePath(link.url)}
                alt={`Embedded chart of “${title}”`}
                className="max-h-full max-w-full object-contain"
                data-testid="embed-preview"
              />
            </div>
          </figure>
          <div className="mt-3 flex justify-end">
            <Button
              variant="danger"
              disabled={disable.isPending}
              onClick={() => setConfirming(true)}
            >
              {disable.isPending ? 'Turning off…' : 'Turn off embed'}
            </Button>
          </div>
        </>
      )}
      {confirming && (
        <ConfirmDialog
          title="Turn off this embed?"
          confirmLabel="Turn off embed"
          busyLabel="Turning off…"
          busy={disable.isPending}
          error={
            disable.isError ? shareErrorText(disable.error, 'Failed to turn the embed off.') : null
          }
          onConfirm={() => disable.mutate()}
          onCancel={() => setConfirming(false)}
          testId="embed-off-confirm"
          size="sm"
        >
          Pages and READMEs showing the chart of “{title}” will show a broken image. Turning it on
          again makes a new address.
        </ConfirmDialog>
      )}
    </section>
  );
}
