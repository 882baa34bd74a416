import { accountMessages, changeEmailRequestSchema } from '@codeflow/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { requestEmailChange } from '../../api/account';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { ACCOUNT_MESSAGES } from './accountMessages';
import { clearingOnEdit, errorText, firstIssue, FormStatus, type FormOutcome } from './FormStatus';

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
  const [emailError, setEmailError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
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
    if (busy) return;
    const emailProblem = firstIssue(changeEmailRequestSchema.shape.new_email.safeParse(newEmail));
    const passwordProblem =
      hasPassword && password === '' ? accountMessages.passwordRequired : null;
    setEmailError(emailProblem);
    setPasswordError(passwordProblem);
    if (emailProblem || passwordProblem) return;
    request.mutate();
  };

  return (
    <form onSubmit={submit} noValidate className="max-w-md space-y-3">
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
        onChange={clearingOnEdit(setNewEmail, setEmailError, setOutcome)}
        error={emailError}
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
          onChange={clearingOnEdit(setPassword, setPasswordError, setOutcome)}
          error={passwordError}
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
