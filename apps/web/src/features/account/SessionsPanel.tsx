import { useMutation } from '@tanstack/react-query';
import type { AccountSession } from '@codeflow/contracts';
import { useState } from 'react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { ACCOUNT_MESSAGES } from './accountMessages';
import { errorText, FormStatus, type FormOutcome } from './FormStatus';
import { dateTimeText, placeName } from './sessionText';

/**
 * The open sessions (device, approximate place, started, last seen), each but the current one
 * with Revoke, and "Log out everywhere" behind a confirmation.
 */
export function SessionsPanel({
  sessions,
  loading,
  failed,
  onRevoke,
  onLogoutEverywhere,
}: {
  sessions: AccountSession[] | undefined;
  loading: boolean;
  failed: boolean;
  onRevoke: (id: string) => Promise<void>;
  onLogoutEverywhere: () => Promise<void>;
}) {
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const [confirming, setConfirming] = useState(false);
  const revoke = useMutation({
    mutationFn: onRevoke,
    onMutate: () => setOutcome(null),
    onSuccess: () => setOutcome({ kind: 'success', text: ACCOUNT_MESSAGES.sessionRevoked }),
    onError: (error) => setOutcome({ kind: 'error', text: errorText(error) }),
  });
  const revoking = revoke.isPending ? revoke.variables : null;
  const logoutEverywhere = useMutation({ mutationFn: onLogoutEverywhere });
  // success ends this session too: the dialog stays busy until the page goes
  const busy = logoutEverywhere.isPending || logoutEverywhere.isSuccess;
  const dialogError = logoutEverywhere.isError ? errorText(logoutEverywhere.error) : null;

  return (
    <div>
      {loading && <p className="text-sm text-slate-600">Loading sessions…</p>}
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {ACCOUNT_MESSAGES.sessionsLoadFailed}
        </p>
      )}
      {sessions && (
        <ul className="divide-y divide-slate-200" data-testid="session-list">
          {sessions.map((s) => (
            <li
              key={s.id}
              data-testid="session"
              className="flex flex-wrap items-center justify-between gap-3 py-3"
            >
              <div className="text-sm">
                <p className="font-medium text-slate-900">
                  {s.device}
                  {s.current && (
                    <Badge colors="bg-green-100 text-green-800" className="ml-2">
                      This device
                    </Badge>
                  )}
                </p>
                <p className="text-slate-600">
                  {placeName(s.country, ACCOUNT_MESSAGES.unknownPlace)} · Signed in{' '}
                  {dateTimeText(s.started_at)} · Last seen {dateTimeText(s.last_seen_at)}
                </p>
              </div>
              {!s.current && (
                <Button
                  variant="dangerOutline"
                  busy={revoking === s.id}
                  onClick={() => revoke.mutate(s.id)}
                  aria-label={`Revoke ${s.device}, signed in ${dateTimeText(s.started_at)}`}
                >
                  {revoking === s.id ? 'Revoking…' : 'Revoke'}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <FormStatus outcome={outcome} testId="session-status" />
      <Button variant="danger" className="mt-4" onClick={() => setConfirming(true)}>
        Log out everywhere
      </Button>
      {confirming && (
        <ConfirmDialog
          title="Log out everywhere?"
          confirmLabel="Log out everywhere"
          busyLabel="Logging out…"
          busy={busy}
          error={dialogError}
          onConfirm={() => logoutEverywhere.mutate()}
          onCancel={() => {
            setConfirming(false);
            logoutEverywhere.reset();
          }}
          testId="logout-everywhere-dialog"
        >
          Every session ends, this one too: you will need to sign in again on each device.
        </ConfirmDialog>
      )}
    </div>
  );
}
