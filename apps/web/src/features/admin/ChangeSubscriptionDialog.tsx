import type { SubscriptionTier } from '@codeflow/contracts';
import { useState } from 'react';
import type { AdminUserRow } from '@codeflow/contracts';
import { AdminActionDialog } from './AdminActionDialog';
import { TIER_OPTIONS } from './adminOptions';
import { LabelledSelect } from './LabelledSelect';

/** Change a user's subscription tier; it takes effect at once on the server. */
export function ChangeSubscriptionDialog({
  user,
  onSubmit,
  onClose,
}: {
  user: AdminUserRow;
  onSubmit: (tier: SubscriptionTier, adminPassword: string) => Promise<void>;
  onClose: () => void;
}) {
  const [tier, setTier] = useState<SubscriptionTier>(user.subscription_tier);
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
      canSubmit={tier !== user.subscription_tier}
      onSubmit={(password) => onSubmit(tier, password)}
      onClose={onClose}
      testId="change-subscription-dialog"
    >
      <LabelledSelect
        label="Subscription"
        value={tier}
        options={TIER_OPTIONS}
        onChange={setTier}
        autoFocus
      />
    </AdminActionDialog>
  );
}
