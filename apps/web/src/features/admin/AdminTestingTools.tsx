import { useMutation } from '@tanstack/react-query';
import { TIER_NAMES, tierSwitchedMessage, type SubscriptionTier } from '@codeflow/contracts';
import { useId, useState, type FormEvent } from 'react';
import { setOwnExpiry, setOwnTier, setTestingTier } from '../../api/admin';
import { Button } from '../../components/ui/Button';
import { useAuth } from '../../session/useAuth';
import { ADMIN_MESSAGES, setExpiryFailedMessage, setTierFailedMessage } from './adminMessages';
import { AdminNotice } from './AdminNotice';
import { errorText } from './errorText';
import { compactInputClass } from './selectClass';
import { useAdminNotice } from './useAdminNotice';

/** docs/product.md#roles-and-plans: test the product as these tiers, or revert to full admin. */
const TEST_AS: readonly SubscriptionTier[] = ['free', 'pro', 'premium', 'organization'];
/** docs/product.md#roles-and-plans: the tiers an admin can set as their own. */
const OWN_TIERS: readonly SubscriptionTier[] = ['free', 'pro', 'premium', 'organization', 'admin'];

/** One change of the testing tools: its button's key, the call, the texts of its outcome. */
interface TestingChange {
  key: string;
  action: () => Promise<unknown>;
  ok: string;
  fail: (e: unknown) => string;
}

/**
 * The yellow Admin Testing Tools panel (docs/product.md#super-admin-screen, #dashboard): see the
 * product as another tier, or set the admin's own tier and expiry. The session (profile and plan
 * features) is refreshed after every change, so the whole app follows at once.
 */
export function AdminTestingTools({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { user, refreshProfile } = useAuth();
  const { notice, success, error, clear } = useAdminNotice();
  const [ownTier, setOwnTierChoice] = useState<SubscriptionTier>('admin');
  const [days, setDays] = useState('30');
  const tierId = useId();
  const daysId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const change = useMutation({
    mutationFn: async ({ action, ok }: TestingChange) => {
      await action();
      success(ok);
      await refreshProfile();
    },
    onError: (e, { fail }) => error(fail(e)),
  });
  const busy = change.isPending ? change.variables.key : null;
  const run = (
    key: string,
    action: () => Promise<unknown>,
    ok: string,
    fail: (e: unknown) => string,
  ) => change.mutate({ key, action, ok, fail });

  const testAs = (tier: SubscriptionTier) =>
    run(
      `as-${tier}`,
      () => setTestingTier(tier),
      tierSwitchedMessage(tier),
      () => ADMIN_MESSAGES.tierSwitchFailed,
    );

  const submitTier = (event: FormEvent) => {
    event.preventDefault();
    run(
      'own-tier',
      () => setOwnTier(ownTier),
      ADMIN_MESSAGES.tierUpdated,
      (e) => setTierFailedMessage(errorText(e, ADMIN_MESSAGES.genericError)),
    );
  };

  const daysValue = Number(days);
  const daysValid = days.trim() !== '' && Number.isInteger(daysValue);
  const submitExpiry = (event: FormEvent) => {
    event.preventDefault();
    if (!daysValid) return;
    run(
      'own-expiry',
      () => setOwnExpiry(daysValue),
      ADMIN_MESSAGES.expiryUpdated,
      (e) => setExpiryFailedMessage(errorText(e, ADMIN_MESSAGES.genericError)),
    );
  };

  const current = user?.subscription_tier;

  return (
    <section
      aria-labelledby={`${tierId}-heading`}
      data-testid="admin-testing-tools"
      className="rounded-lg border border-yellow-300 bg-yellow-50 p-4 text-yellow-950 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id={`${tierId}-heading`} className="text-lg font-semibold">
          Admin Testing Tools
        </Heading>
        {current && (
          <p className="text-sm">
            Current tier: <strong data-testid="testing-current-tier">{TIER_NAMES[current]}</strong>
          </p>
        )}
      </div>

      <div className="mt-3 flex flex-wrap items-end gap-x-8 gap-y-4">
        <TestAsButtons
          labelId={`${tierId}-test-as`}
          current={current}
          busy={busy}
          onTestAs={testAs}
        />

        <form onSubmit={submitTier} className="flex shrink-0 items-end gap-2">
          <div>
            <label htmlFor={`${tierId}-own`} className="mb-1 block text-sm font-medium">
              Set own tier
            </label>
            <select
              id={`${tierId}-own`}
              value={ownTier}
              onChange={(e) => setOwnTierChoice(e.target.value as SubscriptionTier)}
              className={compactInputClass}
            >
              {OWN_TIERS.map((tier) => (
                <option key={tier} value={tier}>
                  {TIER_NAMES[tier]}
                </option>
              ))}
            </select>
          </div>
          <Button
            type="submit"
            variant="secondary"
            busy={busy === 'own-tier'}
            disabled={busy !== null}
          >
            Set tier
          </Button>
        </form>

        <form onSubmit={submitExpiry} className="flex shrink-0 items-end gap-2">
          <div className="w-60">
            <label htmlFor={daysId} className="mb-1 block text-sm font-medium">
              Set own expiry (days from now)
            </label>
            <input
              id={daysId}
              type="number"
              step={1}
              inputMode="numeric"
              value={days}
              onChange={(e) => setDays(e.target.value)}
              aria-describedby={`${daysId}-hint`}
              className={`${compactInputClass} w-full`}
            />
          </div>
          <Button
            type="submit"
            variant="secondary"
            busy={busy === 'own-expiry'}
            disabled={busy !== null || !daysValid}
          >
            Set expiry
          </Button>
        </form>
      </div>
      <p id={`${daysId}-hint`} className="mt-2 text-xs text-yellow-900">
        Expiry: whole days from now; 0 is today, a negative number is already expired.
      </p>
      <div className="mt-2">
        <AdminNotice notice={notice} onExpire={clear} testId="testing-tools-notice" />
      </div>
    </section>
  );
}

/** "Test the product as": one button per plan, and back to the admin's own tier. */
function TestAsButtons({
  labelId,
  current,
  busy,
  onTestAs,
}: {
  labelId: string;
  current: SubscriptionTier | undefined;
  busy: string | null;
  onTestAs: (tier: SubscriptionTier) => void;
}) {
  return (
    <div>
      <p className="mb-1 text-sm font-medium" id={labelId}>
        Test the product as
      </p>
      <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {TEST_AS.map((tier) => (
          <Button
            key={tier}
            variant={current === tier ? 'warning' : 'secondary'}
            size="sm"
            aria-pressed={current === tier}
            busy={busy === `as-${tier}`}
            disabled={busy !== null}
            onClick={() => onTestAs(tier)}
          >
            {TIER_NAMES[tier]}
          </Button>
        ))}
        <Button
          variant="warning"
          size="sm"
          busy={busy === 'as-admin'}
          disabled={busy !== null || current === 'admin'}
          onClick={() => onTestAs('admin')}
        >
          Revert to full admin
        </Button>
      </div>
    </div>
  );
}
