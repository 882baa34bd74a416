import { useMutation } from '@tanstack/react-query';
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
  const [outcome, setOutcome] = useState<ToastNotice | null>(null);
  const resend = useMutation({
    mutationFn: resendVerificationEmail,
    onMutate: () => setOutcome(null),
    onSuccess: (answer) => setOutcome({ tone: 'success', text: answer.message }),
    onError: () => setOutcome({ tone: 'error', text: SESSION_MESSAGES.resendFailed }),
  });
  const sending = resend.isPending;

  return (
    <Banner tone="warning" testId="unverified-banner">
      <span className="font-medium">Your account is not verified</span>
      <Button variant="warning" size="sm" onClick={() => resend.mutate()} busy={sending}>
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
