import { useMutation } from '@tanstack/react-query';
import { changePasswordRequestSchema, PASSWORD_MIN_LENGTH } from '@codeflow/contracts';
import { useState, type FormEvent } from 'react';
import { changePassword } from '../../api/account';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { ACCOUNT_MESSAGES } from './accountMessages';
import { clearingOnEdit, errorText, firstIssue, FormStatus, type FormOutcome } from './FormStatus';

/** Password change: the current password, the new one twice. Other sessions are signed out. */
export function PasswordForm({ onChanged }: { onChanged: () => void | Promise<unknown> }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState<string | null>(null);
  const [currentError, setCurrentError] = useState<string | null>(null);
  const [nextError, setNextError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const change = useMutation({
    mutationFn: async () => {
      const answer = await changePassword(current, next);
      setOutcome({ kind: 'success', text: answer.message });
      setCurrent('');
      setNext('');
      setRepeat('');
      await onChanged();
    },
    onError: (error) => setOutcome({ kind: 'error', text: errorText(error) }),
  });
  const busy = change.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (busy) return;
    const fields = changePasswordRequestSchema.shape;
    const currentProblem = firstIssue(fields.current_password.safeParse(current));
    const nextProblem = firstIssue(fields.new_password.safeParse(next));
    const repeatProblem = next !== repeat ? ACCOUNT_MESSAGES.passwordsDiffer : null;
    setCurrentError(currentProblem);
    setNextError(nextProblem);
    setMismatch(nextProblem ? null : repeatProblem);
    if (currentProblem || nextProblem || repeatProblem) return;
    change.mutate();
  };

  return (
    <form onSubmit={submit} noValidate className="max-w-md space-y-3">
      <Field
        label="Current password"
        type="password"
        value={current}
        onChange={clearingOnEdit(setCurrent, setCurrentError, setOutcome)}
        error={currentError}
        required
        autoComplete="current-password"
        data-testid="current-password"
      />
      <Field
        label="New password"
        type="password"
        value={next}
        onChange={clearingOnEdit(setNext, setNextError, setMismatch, setOutcome)}
        error={nextError}
        required
        minLength={PASSWORD_MIN_LENGTH}
        autoComplete="new-password"
        data-testid="new-password"
      />
      <Field
        label="Confirm new password"
        type="password"
        value={repeat}
        onChange={clearingOnEdit(setRepeat, setMismatch, setOutcome)}
        required
        autoComplete="new-password"
        error={mismatch}
        data-testid="repeat-password"
      />
      <Button type="submit" variant="primary" busy={busy}>
        {busy ? 'Changing…' : 'Change password'}
      </Button>
      <FormStatus outcome={outcome} testId="password-status" />
    </form>
  );
}
