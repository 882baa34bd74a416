import { formatPrice, centsToPrice } from '@codeflow/contracts';
import type { EmailMessage } from '../../email/mailer';
import { escapeHtml } from '../../email/templates';

const PRODUCT = 'Codeflow';

function message(to: string, name: string, subject: string, lines: string[]): EmailMessage {
  const hello = name ? `Hello ${name},` : 'Hello,';
  const text = [hello, '', ...lines, '', `— ${PRODUCT}`].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
<h2>${escapeHtml(PRODUCT)}</h2>
<p>${escapeHtml(hello)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
</body></html>
`;
  return { to, subject, text, html };
}

function day(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export type Receipt = {
  to: string;
  fullName: string;
  planName: string;
  amountCents: number;
  currency: string;
  couponCode: string | null;
  periodStart: Date;
  periodEnd: Date;
  receipt: string;
};

/** Sent after each successful payment (or 100 % coupon activation). */
export function receiptMessage(r: Receipt): EmailMessage {
  const amount =
    r.currency === 'USD'
      ? formatPrice(centsToPrice(r.amountCents))
      : `${centsToPrice(r.amountCents).toFixed(2)} ${r.currency}`;
  return message(r.to, r.fullName, `Your ${PRODUCT} receipt ${r.receipt}`, [
    `Thank you for your payment. Your ${r.planName} plan is active.`,
    `Plan: ${r.planName}`,
    `Amount: ${amount}${r.couponCode ? ` (coupon ${r.couponCode})` : ''}`,
    `Period: ${day(r.periodStart)} to ${day(r.periodEnd)}`,
    `Receipt number: ${r.receipt}`,
    'Refunds can be requested within 7 days of payment; see our refund policy.',
  ]);
}

export type ReminderKind = '7d' | '1d' | 'expired';

export function reminderMessage(
  to: string,
  fullName: string,
  planName: string,
  expiry: Date,
  kind: ReminderKind,
  pricingUrl: string,
  /** the plan scheduled for the next period, if any */
  scheduled?: string,
): EmailMessage {
  if (kind === 'expired') {
    return message(to, fullName, `Your ${PRODUCT} ${planName} plan has expired`, [
      `Your ${planName} plan expired on ${day(expiry)}; your account now has the Free plan's features.`,
      `Your flowcharts are kept. To get the ${planName} features back, choose a plan: ${pricingUrl}`,
    ]);
  }
  const when = kind === '7d' ? 'in 7 days' : 'tomorrow';
  // payments are one-time (decision 032): say so, never "renews"
  const next = scheduled
    ? `Renew to continue with the ${scheduled} plan you chose for the next month`
    : `Renew it to keep its features for another month`;
  return message(to, fullName, `Your ${PRODUCT} ${planName} plan ends ${when}`, [
    `Your ${planName} plan is paid until ${day(expiry)}. Nothing is charged automatically.`,
    `${next}: ${pricingUrl}`,
  ]);
}
