import { useState } from 'react';
import { resendVerificationEmail } from '../../api/auth';
import { SESSION_MESSAGES } from '../../session/sessionMessages';
import { Banner } from '../ui/Banner';
import { Button } from '../ui/Button';
import { Toast, type ToastNotice } from '../ui/Toast';

/** The resend outcome disappears after 5 s (docs/product.md#constants-and-limits). */
export const RESEND_MESSAGE_MS = 5_000;

/** The yellow banner of a signed-in user whose email is not verified yet (docs/product.md#header). */
export function UnverifiedBanner() {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<ToastNotice | null>(null);

  const resend = async () => {
    setSending(true);
    setOutcome(null);
    try {
      const answer = await resendVerificationEmail();
      setOutcome({ tone: 'success', text: answer.message });
    } catch {
      setOutcome({ tone: 'error', text: SESSION_MESSAGES.resendFailed });
    } finally {
      setSending(false);
    }
  };

  return (
    <Banner tone="warning" testId="unverified-banner">
      <span className="font-medium">Your account is not verified</span>
      <Button variant="warning" size="sm" onClick={() => void resend()} busy={sending}>
        {sending ? 'Sending...' : 'Resend Email'}
      </Button>
      <Toast
        notice={outcome}
        durationMs={RESEND_MESSAGE_MS}
        onExpire={() => setOutcome(null)}
        testId="resend-outcome"
      />
    </Banner>
  );
}
