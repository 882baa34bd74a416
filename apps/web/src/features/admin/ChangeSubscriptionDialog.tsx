import {
  adminMessages,
  PAID_TIERS,
  type AdminUserRow,
  type SubscriptionTier,
} from '@codeflow/contracts';
import { useState } from 'react';
import { Field } from '../../components/ui/Field';
import { AdminActionDialog } from './AdminActionDialog';
import { TIER_OPTIONS } from './adminOptions';
import { LabelledSelect } from './LabelledSelect';

/** The longest paid period an admin can grant in one go (the server's bound). */
const MAX_EXPIRY_DAYS = 3650;

/**
 * Change a user's subscription tier; it takes effect at once on the server. A paid tier may be
 * given for a number of days; left blank it does not expire.
 */
export function ChangeSubscriptionDialog({
  user,
  onSubmit,
  onClose,
}: {
  user: AdminUserRow;
  onSubmit: (
    tier: SubscriptionTier,
    expiryDays: number | undefined,
    adminPassword: string,
  ) => Promise<void>;
  onClose: () => void;
}) {
  const [tier, setTier] = useState<SubscriptionTier>(user.subscription_tier);
  const [days, setDays] = useState('');
  const paid = PAID_TIERS.includes(tier);
  const daysValue = Number(days);
  const daysValid =
    days.trim() === '' ||
    (/^\d+$/.test(days.trim()) && daysValue >= 1 && daysValue <= MAX_EXPIRY_DAYS);
  return (
    <AdminActionDialog
      title="Change Subscription"
      description={
        <>
          New subscription for <strong>{user.full_name || user.email}</strong> ({user.email}).
        </>
      }
      submitLabel="Change subscription"
      busyLabel="Changing…"
      canSubmit={tier !== user.subscription_tier || (paid && days.trim() !== '')}
      validate={() => (paid && !daysValid ? adminMessages.expiryDaysInvalid : null)}
      onSubmit={(password) =>
        onSubmit(tier, paid && days.trim() !== '' ? daysValue : undefined, password)
      }
      onClose={onClose}
      testId="change-subscription-dialog"
    >
      <LabelledSelect
        label="Subscription"
        value={tier}
        // the admin tier is the admin role's (the server refuses it for anyone else)
        options={
          user.role === 'admin' ? TIER_OPTIONS : TIER_OPTIONS.filter((o) => o.value !== 'admin')
        }
        onChange={setTier}
        autoFocus
      />
      {paid && (
        <Field
          label="Lasts for (days, optional)"
          type="number"
          min={1}
          max={MAX_EXPIRY_DAYS}
          step={1}
          placeholder="No expiry"
          value={days}
          onChange={setDays}
        />
      )}
    </AdminActionDialog>
  );
}
