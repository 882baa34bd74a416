import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { requestEmailChange } from '../../api/account';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { ACCOUNT_MESSAGES } from './accountMessages';
import { errorText, FormStatus, type FormOutcome } from './FormStatus';

/**
 * Email change: a link goes to the new address and a notice to the current one; the address
 * changes only when the link is opened. Accounts with a password confirm with it.
 */
export function EmailForm({
  email,
  hasPassword,
  pendingEmail,
  onRequested,
}: {
  email: string;
  hasPassword: boolean;
  pendingEmail: string | null;
  onRequested: () => void | Promise<unknown>;
}) {
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const request = useMutation({
    mutationFn: async () => {
      const answer = await requestEmailChange(newEmail, hasPassword ? password : undefined);
      setOutcome({ kind: 'success', text: answer.message });
      setNewEmail('');
      setPassword('');
      await onRequested();
    },
    onError: (error) => setOutcome({ kind: 'error', text: errorText(error) }),
  });
  const busy = request.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    request.mutate();
  };

  return (
    <form onSubmit={submit} className="max-w-md space-y-3">
      <p className="text-sm text-slate-700">
        Current address: <strong data-testid="current-email">{email}</strong>
      </p>
      {pendingEmail && (
        <p className="text-sm text-amber-800" data-testid="pending-email">
          {ACCOUNT_MESSAGES.emailChangePending(pendingEmail)}
        </p>
      )}
      <Field
        label="New email address"
        type="email"
        value={newEmail}
        onChange={setNewEmail}
        required
        autoComplete="email"
        maxLength={254}
        data-testid="new-email"
      />
      {hasPassword && (
        <Field
          label="Current password"
          type="password"
          value={password}
          onChange={setPassword}
          required
          autoComplete="current-password"
          data-testid="email-password"
        />
      )}
      <Button type="submit" variant="primary" busy={busy}>
        {busy ? 'Sending…' : 'Send confirmation link'}
      </Button>
      <FormStatus outcome={outcome} testId="email-status" />
    </form>
  );
}
