import { useMutation } from '@tanstack/react-query';
import type { PlanId } from '@codeflow/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { createCheckout, verifyPayment } from '../../api/billing';
import { billingErrorText, billingMessages, BILLING_MESSAGES } from './billingMessages';
import { loadCheckoutScript, openRazorpayCheckout } from './razorpayCheckout';

/** Where the activation page reads what the server says about this payment. */
export function activationPath(userId: string, planId: PlanId): string {
  return `/payment/success?${new URLSearchParams({ user_id: userId, plan_id: planId }).toString()}`;
}

/**
 * Buying a plan from the pricing page: the server creates the order (and computes the amount),
 * then the test-mode checkout page, Razorpay Checkout, or nothing at all (a 100 % coupon) takes
 * over. Each failure sets the message of docs/product.md#messages for its step.
 */
/** A step that failed, with the message to show. */
class BuyError extends Error {}

export function useBuyPlan(userId: string | undefined) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  const purchase = useMutation({
    mutationFn: async ({ user, planId, couponCode }: Purchase) => {
      const answer = await step(createCheckout(planId, couponCode.trim() || undefined), (e) =>
        billingErrorText(e, billingMessages.createOrderFailed),
      );
      if (answer.mode === 'activated') return navigate(activationPath(user, planId));
      // the test page reads the session's amount from the server, never from its URL
      if (answer.mode === 'dev') return navigate(answer.checkout_url);
      await step(
        loadCheckoutScript(answer.checkout_script_url),
        () => billingMessages.sdkLoadFailed,
      );
      const outcome = await openRazorpayCheckout(answer);
      if (outcome.kind === 'dismissed') throw new BuyError(BILLING_MESSAGES.paymentCancelled);
      if (outcome.kind === 'failed') {
        throw new BuyError(
          outcome.description
            ? `${BILLING_MESSAGES.paymentFailed} ${outcome.description}`
            : BILLING_MESSAGES.paymentFailed,
        );
      }
      await step(verifyPayment(outcome.result), () => billingMessages.verificationFailed);
      return navigate(activationPath(user, planId));
    },
    onMutate: () => setError(null),
    // a failed step says which; anything else (a bug) still tells the buyer it did not go through
    onError: (e) => setError(e instanceof BuyError ? e.message : BILLING_MESSAGES.paymentFailed),
  });

  const buy = (planId: PlanId, couponCode: string) => {
    if (!userId) return;
    purchase.mutate({ user: userId, planId, couponCode });
  };
  const pending = purchase.isPending ? purchase.variables.planId : null;

  return { buy, pending, error, setError };
}

interface Purchase {
  user: string;
  planId: PlanId;
  couponCode: string;
}

/** Awaits one step of the purchase; its failure becomes a BuyError with that step's message. */
async function step<T>(promise: Promise<T>, message: (e: unknown) => string): Promise<T> {
  try {
    return await promise;
  } catch (e) {
    throw new BuyError(message(e));
  }
}
