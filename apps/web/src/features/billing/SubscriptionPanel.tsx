import { useMutation } from '@tanstack/react-query';
import { TIER_NAMES, type CurrentSubscription, type Tier } from '@codeflow/contracts';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { billingDate, BILLING_MESSAGES } from './billingMessages';

const dateText = billingDate;

function tierName(tier: string): string {
  return tier in TIER_NAMES ? TIER_NAMES[tier as Tier] : tier;
}

/**
 * Subscription management (docs/product.md#pricing-signed-in): the plan, the date it is paid
 * until (payments are one-time: nothing renews by itself, decision 032), a change scheduled for
 * that date with "Keep <plan>", and Cancel behind a confirmation. Cancelling keeps the plan
 * until its expiry date.
 */
export function SubscriptionPanel({
  subscription,
  onCancel,
  onKeepPlan,
}: {
  subscription: CurrentSubscription;
  /** rejects with the text to show in the dialog */
  onCancel: () => Promise<void>;
  /** cancels the scheduled change; rejects with the text to show */
  onKeepPlan: () => Promise<void>;
}) {
  const keep = useMutation({ mutationFn: onKeepPlan });
  const scheduled = subscription.scheduled_change ?? null;
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
        <>
          <p data-testid="subscription-renewal">
            {BILLING_MESSAGES.paidUntil} {dateText(expiry)}
          </p>
          <p className="text-sm text-gray-600">{BILLING_MESSAGES.noAutoCharge}</p>
        </>
      )}
      {paid && scheduled && (
        <div className="mt-2 flex flex-wrap items-center gap-3" data-testid="scheduled-change">
          <p>
            Switches to <strong>{scheduled.plan_name}</strong> on {dateText(scheduled.date)}.
          </p>
          <Button
            size="sm"
            variant="secondary"
            busy={keep.isPending}
            onClick={() => keep.mutate()}
            data-testid="keep-plan"
          >
            Keep {tierName(subscription.tier)}
          </Button>
          {keep.isError && (
            <p role="alert" className="w-full text-sm text-red-700">
              {keep.error instanceof Error ? keep.error.message : String(keep.error)}
            </p>
          )}
        </div>
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
          You keep {tierName(subscription.tier)} until {dateText(expiry)}; no renewal reminders are
          sent.
        </ConfirmDialog>
      )}
    </section>
  );
}
