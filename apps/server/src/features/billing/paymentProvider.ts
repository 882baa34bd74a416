/** What we ask a provider to charge: amount in currency subunits (cents). */
export type ProviderOrderRequest = {
  amountCents: number;
  currency: string;
  /** our unique receipt number */
  receipt: string;
  notes: { user_id: string; plan_id: string };
};

/** An order as the provider reports it (Razorpay's order entity, or the dev provider's own). */
export type ProviderOrder = {
  id: string;
  amountCents: number;
  currency: string;
  status: string;
  notes: Record<string, string>;
};

/**
 * A payment provider. `razorpay` takes real payments (docs/decisions/014-billing.md); `dev` is
 * the test mode, where our own checkout page completes a session the user opened; `unconfigured`
 * refuses every order (no keys and test mode off, decision 032).
 */
export interface PaymentProvider {
  readonly name: 'razorpay' | 'dev' | 'unconfigured';
  createOrder(request: ProviderOrderRequest): Promise<ProviderOrder>;
  /** null when the provider does not know the order */
  fetchOrder(orderId: string): Promise<ProviderOrder | null>;
  /**
   * Checkout's handler result: true only for a signature made with our secret over this order
   * id (one we stored) and payment id. Constant time.
   */
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** A webhook's signature over its raw body. */
  verifyWebhookSignature(rawBody: Buffer | string, signature: string | undefined): boolean;
  /** What the browser needs to open checkout (Razorpay only). */
  readonly checkout?: { keyId: string; scriptUrl: string };
}
