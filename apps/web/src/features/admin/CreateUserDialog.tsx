import {
  authMessages,
  PASSWORD_MIN_LENGTH,
  type SubscriptionTier,
  type UserRole,
} from '@codeflow/contracts';
import { useState } from 'react';
import type { CreateUserInput } from '../../api/admin';
import { Field } from '../../components/ui/Field';
import { AdminActionDialog } from './AdminActionDialog';
import { ROLE_OPTIONS, TIER_OPTIONS } from './adminOptions';
import { LabelledSelect } from './LabelledSelect';

/**
 * Create New User (docs/product.md#super-admin-screen): defaults role user and tier free; submit
 * stays disabled until the email and the admin password are filled
 * (docs/product.md#validation-rules).
 */
export function CreateUserDialog({
  onSubmit,
  onClose,
}: {
  onSubmit: (input: CreateUserInput, adminPassword: string) => Promise<void>;
  onClose: () => void;
}) {
  const [email, setEmail] = useState('');
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<UserRole>('user');
  const [tier, setTier] = useState<SubscriptionTier>('free');
  const [hasAdminPassword, setHasAdminPassword] = useState(false);

  return (
    <AdminActionDialog
      title="Create New User"
      submitLabel="Create user"
      busyLabel="Creating…"
      canSubmit={email.trim() !== '' && hasAdminPassword}
      onAdminPasswordChange={(v) => setHasAdminPassword(v.trim() !== '')}
      validate={() =>
        password.length < PASSWORD_MIN_LENGTH ? authMessages.passwordTooShort : null
      }
      onSubmit={(adminPassword) =>
        onSubmit(
          {
            email: email.trim(),
            full_name: fullName.trim(),
            password,
            role,
            subscription_tier: tier,
          },
          adminPassword,
        )
      }
      onClose={onClose}
      testId="create-user-dialog"
    >
      <Field
        label="Email"
        type="email"
        autoComplete="off"
        required
        value={email}
        onChange={setEmail}
        data-autofocus
      />
      <Field label="Full name" autoComplete="off" value={fullName} onChange={setFullName} />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        value={password}
        onChange={setPassword}
      />
      <div className="grid grid-cols-2 gap-3">
        <LabelledSelect label="Role" value={role} options={ROLE_OPTIONS} onChange={setRole} />
        <LabelledSelect
          label="Subscription"
          value={tier}
          options={TIER_OPTIONS}
          onChange={setTier}
        />
      </div>
    </AdminActionDialog>
  );
}
