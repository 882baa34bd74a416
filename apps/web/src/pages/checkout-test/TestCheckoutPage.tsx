import { useMutation, useQuery } from '@tanstack/react-query';
import { formatPrice, isPlanId, TIER_NAMES, type PlanId } from '@codeflow/contracts';
import { useNavigate, useSearchParams } from 'react-router';
import { completeTestCheckout, getOrder } from '../../api/billing';
import { PageTitle } from '../../components/PageTitle';
import { Button } from '../../components/ui/Button';
import { useAuth } from '../../session/useAuth';
import {
  billingErrorText,
  billingMessages,
  BILLING_MESSAGES,
} from '../../features/billing/billingMessages';
import { activationPath } from '../../features/billing/useBuyPlan';

/**
 * /checkout/test?order_id=…&plan_id=…: the test-mode checkout (BILLING_MODE=test, decision 032).
 * The amount shown is the one the server stored for this session (never a URL parameter). Pay
 * completes this user's session through the mock-payment call, which the server accepts only
 * for a session this user opened for this plan; nothing is charged.
 */
export function TestCheckoutPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const orderId = params.get('order_id') ?? '';
  const planParam = params.get('plan_id') ?? '';
  const planId = isPlanId(planParam) ? planParam : null;
  const order = useQuery({
    queryKey: ['billing', 'order', orderId],
    queryFn: ({ signal }) => getOrder(orderId, signal),
    enabled: orderId !== '',
    retry: false,
  });
  const payment = useMutation({
    mutationFn: async ({ plan, userId }: { plan: PlanId; userId: string }) => {
      await completeTestCheckout(orderId, plan);
      await navigate(activationPath(userId, plan));
    },
  });
  // success leaves the page: the button stays busy until then
  const busy = payment.isPending || payment.isSuccess;
  const error = payment.isError
    ? billingErrorText(payment.error, billingMessages.verificationFailed)
    : null;

  const pay = () => {
    if (!planId || !user) return;
    payment.mutate({ plan: planId, userId: user.id });
  };

  return (
    <main className="mx-auto max-w-md px-4 py-16">
      <PageTitle title="Test checkout" />
      <div className="rounded-lg border-4 border-dashed border-amber-400 bg-amber-50 p-6">
        <p
          className="inline-block rounded bg-amber-400 px-2 py-0.5 text-sm font-bold tracking-wide text-black"
          data-testid="test-mode"
        >
          {BILLING_MESSAGES.testModeTitle}
        </p>
        <h1 className="mt-3 text-2xl font-bold">Checkout</h1>
        <p className="mt-2 text-amber-900">{billingMessages.testModeNotice}</p>
        {planId && orderId && order.isPending ? (
          <p role="status" className="mt-4 text-gray-700">
            Loading your checkout session…
          </p>
        ) : planId && order.data && order.data.plan_id === planId ? (
          <>
            <p className="mt-4">
              Plan: <strong>{TIER_NAMES[planId]}</strong> ·{' '}
              <span data-testid="test-amount">
                {formatPrice(order.data.amount / 100)} {order.data.currency}
              </span>
            </p>
            <p className="text-sm break-all text-gray-600">Session {orderId}</p>
            {error && (
              <p role="alert" className="mt-3 text-red-700">
                {error}
              </p>
            )}
            <div className="mt-6 flex gap-3">
              <Button variant="primary" busy={busy} onClick={pay} data-testid="test-pay">
                Pay
              </Button>
              <Button
                disabled={busy}
                onClick={() => void navigate('/pricing?payment=cancelled')}
                data-testid="test-cancel"
              >
                Cancel
              </Button>
            </div>
          </>
        ) : (
          <p role="alert" className="mt-4 text-red-700">
            {billingMessages.checkoutSessionNotFound}
          </p>
        )}
      </div>
    </main>
  );
}
