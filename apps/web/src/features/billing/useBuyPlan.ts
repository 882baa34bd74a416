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
export function useBuyPlan(userId: string | undefined) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<PlanId | null>(null);
  const [error, setError] = useState<string | null>(null);

  const buy = async (planId: PlanId, couponCode: string) => {
    if (!userId) return;
    setPending(planId);
    setError(null);
    try {
      let answer;
      try {
        answer = await createCheckout(planId, couponCode.trim() || undefined);
      } catch (e) {
        setError(billingErrorText(e, billingMessages.createOrderFailed));
        return;
      }
      if (answer.mode === 'activated') {
        await navigate(activationPath(userId, planId));
        return;
      }
      if (answer.mode === 'dev') {
        // the amount only labels the test page; the server completes the session it stored
        await navigate(`${answer.checkout_url}&amount=${answer.amount}`);
        return;
      }
      try {
        await loadCheckoutScript(answer.checkout_script_url);
      } catch {
        setError(billingMessages.sdkLoadFailed);
        return;
      }
      const outcome = await openRazorpayCheckout(answer);
      if (outcome.kind === 'dismissed') {
        setError(BILLING_MESSAGES.paymentCancelled);
        return;
      }
      if (outcome.kind === 'failed') {
        setError(
          outcome.description
            ? `${BILLING_MESSAGES.paymentFailed} ${outcome.description}`
            : BILLING_MESSAGES.paymentFailed,
        );
        return;
      }
      try {
        await verifyPayment(outcome.result);
      } catch {
        setError(billingMessages.verificationFailed);
        return;
      }
      await navigate(activationPath(userId, planId));
    } finally {
      setPending(null);
    }
  };

  return { buy, pending, error, setError };
}
