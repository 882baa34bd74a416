import { useMutation } from '@tanstack/react-query';
import { TIER_NAMES, type CurrentSubscription, type Tier } from '@codeflow/contracts';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';

function dateText(iso: string | null): string {
  return iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' }) : '';
}

function tierName(tier: string): string {
  return tier in TIER_NAMES ? TIER_NAMES[tier as Tier] : tier;
}

/**
 * Subscription management (docs/product.md#pricing-signed-in): the plan, when it renews or ends,
 * and Cancel behind a confirmation. Cancelling keeps the plan until its expiry date.
 */
export function SubscriptionPanel({
  subscription,
  onCancel,
}: {
  subscription: CurrentSubscription;
  /** rejects with the text to show in the dialog */
  onCancel: () => Promise<void>;
}) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({ mutationFn: onCancel, onSuccess: () => setConfirming(false) });
  const busy = cancel.isPending;
  const error = cancel.isError
    ? cancel.error instanceof Error
      ? cancel.error.message
      : String(cancel.error)
    : null;
  const { status, expiry_date: expiry } = subscription;
  const paid = status === 'active' || status === 'cancelled';

  const confirm = () => cancel.mutate();

  return (
    <section
      aria-labelledby="subscription-heading"
      className="rounded-lg border bg-white p-5"
      data-testid="subscription-panel"
    >
      <h2 id="subscription-heading" className="text-lg font-semibold">
        Your subscription
      </h2>
      <p className="mt-2">
        Current plan:{' '}
        <strong data-testid="subscription-plan">{tierName(subscription.effective_tier)}</strong>
      </p>
      {status === 'active' && (
        <p data-testid="subscription-renewal">Renews on {dateText(expiry)}</p>
      )}
      {status === 'cancelled' && (
        <p data-testid="subscription-renewal">
          Cancelled: your plan stays until {dateText(expiry)}, then you are on Free.
        </p>
      )}
      {status === 'expired' && (
        <p data-testid="subscription-renewal">
          Your {tierName(subscription.tier)} plan ended on {dateText(expiry)}.
        </p>
      )}
      {status === 'active' && (
        <Button className="mt-3" variant="danger" onClick={() => setConfirming(true)}>
          Cancel subscription
        </Button>
      )}
      {paid && confirming && (
        <ConfirmDialog
          title="Cancel subscription?"
          confirmLabel="Cancel subscription"
          busyLabel="Cancelling…"
          cancelLabel="Keep my plan"
          busy={busy}
          error={error}
          onConfirm={confirm}
          onCancel={() => {
            setConfirming(false);
            cancel.reset();
          }}
          testId="cancel-dialog"
        >
          You keep {tierName(subscription.tier)} until {dateText(expiry)}; it will not renew.
        </ConfirmDialog>
      )}
    </section>
  );
}
