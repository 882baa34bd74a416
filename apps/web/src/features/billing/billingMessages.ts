import { billingMessages } from '@codeflow/contracts';
import { ApiError } from '../../api/ApiError';

/** The web app's own billing texts (the server's are billingMessages in contracts). */
export const BILLING_MESSAGES = {
  paymentCancelled: 'Payment cancelled. You have not been charged.',
  paymentFailed: 'Payment failed. You have not been charged.',
  testModeTitle: 'TEST MODE',
  processing: 'Processing your payment…',
  activatedRefreshing: 'Subscription activated, refreshing…',
  allDone: 'All done! Taking you to your dashboard…',
  activationFailedTitle: 'Activation Failed',
  upgradeLink: 'See plans',
} as const;

/**
 * A failed billing call's text: the server's own detail for a refusal it explains (a coupon, the
 * current plan), else the page's §8 message for that step (docs/product.md#messages).
 */
export function billingErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    if (typeof error.detail === 'string' && error.detail !== '') return error.detail;
  }
  return fallback;
}

export { billingMessages };
