import type { Flowchart } from '@codeflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { getVersion, listVersions, restoreVersion } from '../../api/versions';
import { Button } from '../../components/ui/Button';
import { buttonClasses } from '../../components/ui/buttonClasses';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Dialog } from '../../components/ui/Dialog';
import { relativeTime } from '../../lib/relativeTime';
import { authorLabel, HISTORY_MESSAGES as M, historyErrorText } from './historyMessages';

/** the newest versions the panel lists (a paid plan keeps 100) */
const LISTED = 100;

/** The Compare page (docs/product.md#compare) for two sides of this flowchart. */
const compareUrl = (id: string, from: number, to: number | 'current') =>
  `/compare?${new URLSearchParams({ flowchart: id, from: String(from), to: String(to) }).toString()}`;

const versionsKey = (flowchartId: string) => ['flowchart-versions', flowchartId] as const;

/**
 * The editor's History (decision 027): the flowchart's kept versions, newest first, with when
 * and who; one opens read-only, and `canRestore` offers Restore behind a confirmation.
 */
export function HistoryPanel({
  flowchartId,
  canRestore,
  onRestored,
  onClose,
}: {
  flowchartId: string;
  canRestore: boolean;
  onRestored: (flowchart: Flowchart) => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const list = useQuery({
    queryKey: versionsKey(flowchartId),
    queryFn: ({ signal }) => listVersions(flowchartId, { limit: LISTED }, signal),
    staleTime: 0,
  });
  const detail = useQuery({
    queryKey: [...versionsKey(flowchartId), open],
    queryFn: ({ signal }) => getVersion(flowchartId, open ?? 0, signal),
    enabled: open !== null,
  });
  const restore = useMutation({
    mutationFn: (version: number) => restoreVersion(flowchartId, version),
    onSuccess: (flowchart) => {
      setConfirming(false);
      setOpen(null);
      void queryClient.invalidateQueries({ queryKey: versionsKey(flowchartId) });
      onRestored(flowchart);
    },
  });

  return (
    <Dialog
      title={M.title}
      onClose={onClose}
      closeButton
      closeOnBackdrop
      size="lg"
      testId="history-panel"
    >
      <div className="mt-3 grid gap-3 text-sm md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
        {list.isPending ? (
          <p role="status" className="text-gray-600">
            {M.loading}
          </p>
        ) : list.isError ? (
          <p role="alert" className="text-red-700">
            {historyErrorText(list.error, M.loadFailed)}
          </p>
        ) : list.data.items.length === 0 ? (
          <p className="text-gray-600">{M.empty}</p>
        ) : (
          <ul
            aria-label="Versions"
            className="max-h-96 divide-y divide-gray-100 overflow-y-auto rounded border border-gray-200"
          >
            {list.data.items.map((item) => (
              <li key={item.version}>
                <button
                  type="button"
                  aria-current={open === item.version}
                  onClick={() => setOpen(item.version)}
                  className="w-full px-3 py-2 text-left hover:bg-gray-50 aria-[current=true]:bg-indigo-50"
                >
                  <span className="block font-medium text-gray-900">
                    Version {item.version} · {item.title}
                  </span>
                  <span className="block text-gray-600">
                    <time dateTime={item.created_at}>{relativeTime(item.created_at)}</time> ·{' '}
                    {authorLabel(item)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {open !== null && (
          <section aria-label={`Version ${open}`} className="min-w-0">
            {detail.isPending ? (
              <p role="status" className="text-gray-600">
                {M.loading}
              </p>
            ) : detail.isError ? (
              <p role="alert" className="text-red-700">
                {historyErrorText(detail.error, M.loadFailed)}
              </p>
            ) : (
              <>
                <p className="font-medium text-gray-900">
                  {detail.data.title} ({detail.data.language})
                </p>
                <pre
                  data-testid="version-code"
                  className="mt-2 max-h-80 overflow-auto rounded bg-gray-50 p-2 font-mono text-xs"
                >
                  {detail.data.code}
                </pre>
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  {canRestore && (
                    <Button variant="primary" onClick={() => setConfirming(true)}>
                      Restore
                    </Button>
                  )}
                  <Link
                    to={compareUrl(flowchartId, open, 'current')}
                    className={buttonClasses('secondary', 'md')}
                  >
                    {M.compareCurrent}
                  </Link>
                  {open > 1 && (
                    <Link
                      to={compareUrl(flowchartId, open - 1, open)}
                      className={buttonClasses('secondary', 'md')}
                    >
                      {M.comparePrevious}
                    </Link>
                  )}
                </div>
              </>
            )}
          </section>
        )}
      </div>
      {confirming && open !== null && (
        <ConfirmDialog
          title={M.restoreTitle(open)}
          confirmLabel="Restore"
          busyLabel="Restoring…"
          tone="primary"
          busy={restore.isPending}
          error={restore.isError ? historyErrorText(restore.error, M.restoreFailed) : null}
          onConfirm={() => restore.mutate(open)}
          onCancel={() => {
            setConfirming(false);
            restore.reset();
          }}
          testId="restore-version-dialog"
        >
          {M.restoreBody}
        </ConfirmDialog>
      )}
    </Dialog>
  );
}
