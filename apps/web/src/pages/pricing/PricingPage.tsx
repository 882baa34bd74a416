import { isPlanId, TIER_NAMES, type Plan, type PlanOption, type Tier } from '@codeflow/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  cancelSubscription,
  getBillingHistory,
  getCurrentSubscription,
  getPlanOptions,
  getPlans,
} from '../../api/billing';
import { PageTitle } from '../../components/PageTitle';
import { Button } from '../../components/ui/Button';
import { PLAN_CARD_ACTION } from '../../components/ui/planColours';
import { Field } from '../../components/ui/Field';
import { useAuth } from '../../session/useAuth';
import { BillingHistoryTable } from '../../features/billing/BillingHistoryTable';
import { BillingModeBanner } from '../../features/billing/BillingModeBanner';
import {
  billingDate,
  billingMessages,
  BILLING_MESSAGES,
} from '../../features/billing/billingMessages';
import { keepCurrentPlan, scheduleSwitch } from '../../features/billing/planChangeCalls';
import { PlanChoice, type PlanChoiceAction } from '../../features/billing/PlanChoice';
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
  const options = useQuery({
    queryKey: ['billing', 'options'],
    queryFn: ({ signal }) => getPlanOptions(signal),
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
  const currentName = TIER_NAMES[currentTier as Tier] ?? currentTier;
  const optionOf = (plan: Plan): PlanOption | undefined =>
    options.data?.find((o) => o.plan_id === plan.plan_id);

  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: ['billing'] }), refreshProfile()]);

  // a paying user's choices (decision 032): pay (renew, upgrade now) or switch at the period's end
  const choose = async (action: PlanChoiceAction) => {
    if (!isPlanId(action.plan.plan_id)) return;
    if (action.kind === 'pay') {
      buy(action.plan.plan_id, coupon);
      return;
    }
    await scheduleSwitch(action.plan.plan_id);
    await refresh();
  };

  const keepPlan = () =>
    keepCurrentPlan()
      .then(refresh)
      .then(() => undefined);

  const cancel = async () => {
    try {
      await cancelSubscription();
    } catch {
      throw new Error(billingMessages.cancelFailed);
    }
    await refresh();
  };

  const action = (plan: Plan) => {
    if (plan.plan_id === 'free' || !isPlanId(plan.plan_id)) return null;
    const busy = pending === plan.plan_id;
    const option = optionOf(plan);
    // a paid period runs: every card says what choosing it does, and asks first
    if (option && option.action !== 'buy') {
      return (
        <PlanChoice
          plan={plan}
          option={option}
          currentName={currentName}
          busy={busy}
          disabled={pending !== null}
          onChoose={choose}
        />
      );
    }
    if (plan.plan_id === currentTier) return null;
    return (
      <Button
        variant={PLAN_CARD_ACTION}
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

  const marker = (plan: Plan) => {
    const scheduled = optionOf(plan)?.scheduled ? current.data?.scheduled_change : null;
    if (scheduled) {
      return (
        <p
          className="text-center text-sm font-semibold text-amber-700"
          data-testid="scheduled-plan"
        >
          From {billingDate(scheduled.date)}
        </p>
      );
    }
    return plan.plan_id === currentTier ? (
      <p className="text-center text-sm font-semibold text-green-700" data-testid="current-plan">
        Current plan
      </p>
    ) : null;
  };

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      <PageTitle title="Pricing" />
      <h1 className="text-3xl font-bold">Plans and billing</h1>
      <BillingModeBanner audience="buyer" />
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
      {current.data && (
        <SubscriptionPanel subscription={current.data} onCancel={cancel} onKeepPlan={keepPlan} />
      )}
      {history.data && <BillingHistoryTable rows={history.data} />}
    </div>
  );
}
