import { isPlanId, type Plan } from '@codeflow/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  cancelSubscription,
  getBillingHistory,
  getCurrentSubscription,
  getPlans,
} from '../../api/billing';
import { PageTitle } from '../../components/PageTitle';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { useAuth } from '../../session/useAuth';
import { BillingHistoryTable } from '../../features/billing/BillingHistoryTable';
import { billingMessages, BILLING_MESSAGES } from '../../features/billing/billingMessages';
import { PlanCards } from '../../features/billing/PlanCards';
import { SubscriptionPanel } from '../../features/billing/SubscriptionPanel';
import { useBuyPlan } from '../../features/billing/useBuyPlan';

/** /pricing (signed in): plans, coupon, subscription management, billing history (docs/product.md#pricing-signed-in). */
export function PricingPage() {
  const { user, refreshProfile } = useAuth();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const plans = useQuery({
    queryKey: ['billing', 'plans'],
    queryFn: ({ signal }) => getPlans(signal),
  });
  const current = useQuery({
    queryKey: ['billing', 'current'],
    queryFn: ({ signal }) => getCurrentSubscription(signal),
  });
  const history = useQuery({
    queryKey: ['billing', 'history'],
    queryFn: ({ signal }) => getBillingHistory(signal),
  });
  const [coupon, setCoupon] = useState('');
  const { buy, pending, error } = useBuyPlan(user?.id);
  const returned = params.get('payment');
  const notice =
    error ??
    (returned === 'cancelled'
      ? BILLING_MESSAGES.paymentCancelled
      : returned === 'failed'
        ? BILLING_MESSAGES.paymentFailed
        : null);

  const currentTier = current.data?.effective_tier ?? user?.subscription_tier ?? 'free';

  const cancel = async () => {
    try {
      await cancelSubscription();
    } catch {
      throw new Error(billingMessages.cancelFailed);
    }
    await Promise.all([queryClient.invalidateQueries({ queryKey: ['billing'] }), refreshProfile()]);
  };

  const action = (plan: Plan) => {
    if (plan.plan_id === currentTier) return null;
    if (plan.plan_id === 'free' || !isPlanId(plan.plan_id)) return null;
    const busy = pending === plan.plan_id;
    return (
      <Button
        variant="primary"
        className="w-full"
        busy={busy}
        disabled={pending !== null}
        onClick={() => void buy(plan.plan_id, coupon)}
        data-testid={`choose-${plan.plan_id}`}
      >
        {busy ? billingMessages.redirecting : `Choose ${plan.name}`}
      </Button>
    );
  };

  const marker = (plan: Plan) =>
    plan.plan_id === currentTier ? (
      <p className="text-center text-sm font-semibold text-green-700" data-testid="current-plan">
        Current plan
      </p>
    ) : null;

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      <PageTitle title="Pricing" />
      <h1 className="text-3xl font-bold">Plans and billing</h1>
      {notice && (
        <p
          role="alert"
          className="rounded border border-red-200 bg-red-50 p-3 text-red-700"
          data-testid="billing-error"
        >
          {notice}
        </p>
      )}
      {plans.isError ? (
        <p role="alert" className="text-red-700">
          {billingMessages.loadPlansFailed}
        </p>
      ) : plans.data ? (
        <PlanCards plans={plans.data} action={action} marker={marker} />
      ) : (
        <p>Loading plans…</p>
      )}
      <div className="max-w-sm">
        <Field
          label="Coupon code"
          value={coupon}
          onChange={setCoupon}
          placeholder="Optional"
          autoComplete="off"
          maxLength={32}
        />
      </div>
      {current.data && <SubscriptionPanel subscription={current.data} onCancel={cancel} />}
      {history.data && <BillingHistoryTable rows={history.data} />}
    </div>
  );
}
