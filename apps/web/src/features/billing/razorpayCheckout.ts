import type { CheckoutAnswer, VerifyPaymentBody } from '@codeflow/contracts';

type RazorpayAnswer = Extract<CheckoutAnswer, { mode: 'razorpay' }>;

type RazorpayFailure = { error?: { description?: string } };

type RazorpayInstance = {
  open: () => void;
  on: (event: 'payment.failed', handler: (failure: RazorpayFailure) => void) => void;
};

type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string };
  handler: (result: VerifyPaymentBody) => void;
  modal: { ondismiss: () => void };
};

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

const loading = new Map<string, Promise<void>>();

/** Loads checkout.js once per URL, on demand: only a buyer needs it. */
export function loadCheckoutScript(url: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  let promise = loading.get(url);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(url);
        script.remove();
        reject(new Error('checkout.js failed to load'));
      };
      document.body.appendChild(script);
    });
    loading.set(url, promise);
  }
  return promise;
}

export type CheckoutOutcome =
  | { kind: 'paid'; result: VerifyPaymentBody }
  | { kind: 'failed'; description: string | undefined }
  | { kind: 'dismissed' };

/** Opens Razorpay Checkout with the server's order; resolves with what the buyer did. */
export function openRazorpayCheckout(answer: RazorpayAnswer): Promise<CheckoutOutcome> {
  const Razorpay = window.Razorpay;
  if (!Razorpay) return Promise.reject(new Error('Razorpay is not loaded'));
  return new Promise((resolve) => {
    const checkout = new Razorpay({
      key: answer.key_id,
      amount: answer.amount,
      currency: answer.currency,
      name: answer.business_name,
      description: answer.description,
      order_id: answer.order_id,
      prefill: answer.prefill,
      handler: (result) => resolve({ kind: 'paid', result }),
      modal: { ondismiss: () => resolve({ kind: 'dismissed' }) },
    });
    checkout.on('payment.failed', (failure) =>
      resolve({ kind: 'failed', description: failure.error?.description }),
    );
    checkout.open();
  });
}
