import type { Db } from '../../db/database';
import type { Mailer } from '../../email/mailer';
import type { PaymentProvider } from './paymentProvider';

type Log = {
  warn: (obj: object, message: string) => void;
  error: (obj: object, message: string) => void;
};

/** What the billing services need, handed in by whoever wires them (routes, jobs, tests). */
export type BillingDeps = {
  db: Db;
  provider: PaymentProvider;
  mailer: Mailer;
  /**
   * Called after a write changed a user's tier or expiry date has committed; the app passes the
   * auth session cache's `userChanged`, so the next request reads the new row.
   */
  onTierChanged: (userId: string) => void;
  /** the app's public URL, for links in emails and the test-mode checkout page */
  publicUrl: string;
  /** shown in Razorpay Checkout */
  businessName?: string;
  now?: () => Date;
  log?: Log;
};

export function nowOf(deps: BillingDeps): Date {
  return deps.now?.() ?? new Date();
}
