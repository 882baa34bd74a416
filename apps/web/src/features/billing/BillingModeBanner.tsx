import { billingMessages } from '@codeflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { getBillingMode } from '../../api/billing';
import { BILLING_MESSAGES } from './billingMessages';

/**
 * Says loudly when checkout takes no real payment (BILLING_MODE=test) or none at all (no
 * payment keys), decision 032. `admin` speaks to the operator (the admin area), `buyer` to the
 * person on the pricing page. Nothing when payments are live.
 */
export function BillingModeBanner({ audience }: { audience: 'admin' | 'buyer' }) {
  const mode = useQuery({
    queryKey: ['billing', 'mode'],
    queryFn: ({ signal }) => getBillingMode(signal),
    staleTime: 60_000,
  });
  const name = mode.data?.mode;
  if (name !== 'test' && name !== 'unconfigured') return null;
  const text =
    audience === 'admin'
      ? name === 'test'
        ? BILLING_MESSAGES.adminTestMode
        : BILLING_MESSAGES.adminUnconfigured
      : name === 'test'
        ? billingMessages.testModeNotice
        : billingMessages.paymentsNotConfigured;
  return (
    <p
      role="status"
      data-testid="billing-mode-banner"
      data-mode={name}
      className={`rounded border-2 p-3 text-sm font-semibold ${
        name === 'test'
          ? 'border-dashed border-amber-400 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100'
          : 'border-red-300 bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-100'
      }`}
    >
      {name === 'test' && (
        <span className="mr-2 rounded bg-amber-400 px-1.5 py-0.5 text-xs font-bold tracking-wide text-black">
          {BILLING_MESSAGES.testModeTitle}
        </span>
      )}
      {text}
    </p>
  );
}
