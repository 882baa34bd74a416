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
  // decision 032
  adminTestMode:
    'Billing is in TEST MODE (BILLING_MODE=test): Pay on the checkout page activates any paid plan without charging. Configure Razorpay keys before real customers sign up.',
  adminUnconfigured:
    'Payments are not configured: paid checkout answers "Payments are not configured." Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET.',
  paidUntil: 'Paid until',
  scheduleFailed: 'Failed to change your plan. Please try again.',
  noAutoCharge: 'Nothing is charged automatically: renew to add a month.',
} as const;

/** Dates as the pricing page writes them ("December 10, 2026"). */
export function billingDate(iso: string | null): string {
  return iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' }) : '';
}

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
