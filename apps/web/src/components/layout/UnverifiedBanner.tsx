import { useEffect, useState } from 'react';
import { resendVerificationEmail } from '../../api/auth';
import { AUTH_MESSAGES } from '../../features/auth/authMessages';

/** SPEC.md §9: the resend outcome disappears after 5 s. */
export const RESEND_MESSAGE_MS = 5_000;

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/** SPEC.md §2: the yellow banner of a signed-in user whose email is not verified yet. */
export function UnverifiedBanner() {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), RESEND_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const resend = async () => {
    setSending(true);
    setOutcome(null);
    try {
      const answer = await resendVerificationEmail();
      setOutcome({ kind: 'success', text: answer.message });
    } catch {
      setOutcome({ kind: 'error', text: AUTH_MESSAGES.resendFailed });
    } finally {
      setSending(false);
    }
  };

  return (
    <div
      data-testid="unverified-banner"
      className="border-b border-yellow-300 bg-yellow-100 px-4 py-2 text-sm text-yellow-900"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-4 gap-y-1">
        <span className="font-medium">Your account is not verified</span>
        <button
          type="button"
          onClick={() => void resend()}
          disabled={sending}
          aria-busy={sending}
          className="rounded-md bg-yellow-400 px-3 py-1 font-semibold text-yellow-950 hover:bg-yellow-500 focus-visible:outline-2 focus-visible:outline-yellow-700 disabled:opacity-60"
        >
          {sending ? 'Sending...' : 'Resend Email'}
        </button>
        <span role="status" aria-live="polite" data-testid="resend-outcome">
          {outcome && (
            <span className={outcome.kind === 'error' ? 'text-red-700' : 'text-green-800'}>
              {outcome.text}
            </span>
          )}
        </span>
      </div>
    </div>
  );
}
