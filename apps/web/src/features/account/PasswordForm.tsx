import { useMutation } from '@tanstack/react-query';
import { PASSWORD_MIN_LENGTH } from '@codeflow/contracts';
import { useState, type FormEvent } from 'react';
import { changePassword } from '../../api/account';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { ACCOUNT_MESSAGES } from './accountMessages';
import { errorText, FormStatus, type FormOutcome } from './FormStatus';

/** Password change: the current password, the new one twice. Other sessions are signed out. */
export function PasswordForm({ onChanged }: { onChanged: () => void | Promise<unknown> }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState<string | null>(null);
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
    if (next !== repeat) {
      setMismatch(ACCOUNT_MESSAGES.passwordsDiffer);
      return;
    }
    setMismatch(null);
    change.mutate();
  };

  return (
    <form onSubmit={submit} className="max-w-md space-y-3">
      <Field
        label="Current password"
        type="password"
        value={current}
        onChange={setCurrent}
        required
        autoComplete="current-password"
        data-testid="current-password"
      />
      <Field
        label="New password"
        type="password"
        value={next}
        onChange={setNext}
        required
        minLength={PASSWORD_MIN_LENGTH}
        autoComplete="new-password"
        data-testid="new-password"
      />
      <Field
        label="Confirm new password"
        type="password"
        value={repeat}
        onChange={setRepeat}
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
