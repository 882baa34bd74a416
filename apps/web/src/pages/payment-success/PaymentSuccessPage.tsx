import { isPlanId, TIER_NAMES, type PaymentStatus, type PlanId } from '@codeflow/contracts';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { getPaymentStatus } from '../../api/billing';
import { PageTitle } from '../../components/PageTitle';
import { useAuth } from '../../session/useAuth';
import { billingMessages, BILLING_MESSAGES } from '../../features/billing/billingMessages';

/** How often and how long the page asks while the payment is still pending (webhooks may lag). */
export const STATUS_POLL_MS = 1000;
export const STATUS_POLL_TRIES = 20;
/** docs/product.md#activation-page: the dashboard follows 2 s after "all done". */
export const REDIRECT_AFTER_MS = 2000;

type Phase =
  | { kind: 'missing' }
  | { kind: 'processing' }
  | { kind: 'refreshing'; status: PaymentStatus }
  | { kind: 'done'; status: PaymentStatus }
  | { kind: 'failed'; status: PaymentStatus | null };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * /payment/success: the activation screen (docs/product.md#activation-page). It shows what the
 * server says about this user's latest payment for the plan; it grants nothing itself.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { refreshProfile } = useAuth();
  const planParam = params.get('plan_id');
  const planId: PlanId | null = planParam && isPlanId(planParam) ? planParam : null;
  const complete = Boolean(params.get('user_id')) && planId !== null;
  const [phase, setPhase] = useState<Phase>(
    complete ? { kind: 'processing' } : { kind: 'missing' },
  );

  useEffect(() => {
    if (!complete || !planId) return;
    const controller = new AbortController();
    let redirect: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      let status: PaymentStatus | null = null;
      for (let attempt = 0; attempt < STATUS_POLL_TRIES; attempt++) {
        try {
          status = await getPaymentStatus(planId, controller.signal);
        } catch {
          status = null;
        }
        if (controller.signal.aborted) return;
        if (status && status.status !== 'pending') break;
        await wait(STATUS_POLL_MS);
        if (controller.signal.aborted) return;
      }
      if (!status || status.status !== 'paid' || status.tier !== planId) {
        setPhase({ kind: 'failed', status });
        return;
      }
      setPhase({ kind: 'refreshing', status });
      await refreshProfile();
      if (controller.signal.aborted) return;
      setPhase({ kind: 'done', status });
      redirect = setTimeout(() => void navigate('/dashboard'), REDIRECT_AFTER_MS);
    };
    void run();
    return () => {
      controller.abort();
      clearTimeout(redirect);
    };
    // refreshProfile and navigate change identity across renders; the check runs once per link
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [complete, planId]);

  const planName = planId ? TIER_NAMES[planId] : '';
  return (
    <main className="mx-auto max-w-lg px-4 py-16 text-center" data-testid="activation">
      <PageTitle title="Activation" />
      {phase.kind === 'missing' && (
        <>
          <h1 className="text-2xl font-bold">{BILLING_MESSAGES.activationFailedTitle}</h1>
          <p role="alert" className="mt-4 text-red-700">
            {billingMessages.activationMissingParameters}
          </p>
        </>
      )}
      {phase.kind === 'processing' && (
        <>
          <h1 className="text-2xl font-bold">Processing</h1>
          <p role="status" className="mt-4">
            {BILLING_MESSAGES.processing}
          </p>
        </>
      )}
      {(phase.kind === 'refreshing' || phase.kind === 'done') && (
        <>
          <h1 className="text-2xl font-bold">You are on {planName}</h1>
          <p role="status" className="mt-4" data-testid="activation-status">
            {phase.kind === 'refreshing'
              ? BILLING_MESSAGES.activatedRefreshing
              : BILLING_MESSAGES.allDone}
          </p>
          {phase.status.subscription_expiry_date && (
            <p className="mt-2 text-sm text-gray-600">
              Paid until{' '}
              {new Date(phase.status.subscription_expiry_date).toLocaleDateString(undefined, {
                dateStyle: 'long',
              })}
            </p>
          )}
        </>
      )}
      {phase.kind === 'failed' && (
        <>
          <h1 className="text-2xl font-bold">{BILLING_MESSAGES.activationFailedTitle}</h1>
          <p role="alert" className="mt-4 text-red-700">
            {billingMessages.activationFailed}
          </p>
        </>
      )}
      {(phase.kind === 'failed' || phase.kind === 'missing') && (
        <Link to="/pricing" className="mt-6 inline-block text-blue-700 underline">
          Back to pricing
        </Link>
      )}
    </main>
  );
}
