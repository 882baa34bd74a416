import { useMutation } from '@tanstack/react-query';
import { PASSWORD_MIN_LENGTH } from '@codeflow/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Field } from '../../components/ui/Field';
import { ADMIN_MESSAGES } from './adminMessages';
import { errorText } from './errorText';

/**
 * Step two of the change-password flow (docs/product.md#states-and-transitions): the admin
 * password was collected first; here the new password (at least 8 characters), then send.
 */
export function SetPasswordDialog({
  userName,
  onSubmit,
  onClose,
}: {
  userName: string;
  onSubmit: (newPassword: string) => Promise<void>;
  onClose: () => void;
}) {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const change = useMutation({ mutationFn: onSubmit });
  // success closes the dialog (the caller unmounts it): it stays busy until then
  const busy = change.isPending || change.isSuccess;
  const error = change.isError
    ? errorText(change.error, ADMIN_MESSAGES.changePasswordFailed)
    : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (password.length < PASSWORD_MIN_LENGTH) {
      setFieldError(ADMIN_MESSAGES.newPasswordTooShort);
      return;
    }
    change.mutate(password);
  };

  return (
    <Dialog title="Set New Password" onClose={onClose} testId="set-password-dialog" closeButton>
      <form onSubmit={submit} noValidate className="mt-3 space-y-4">
        <p className="text-sm text-gray-700">
          Choose a new password for <strong>{userName}</strong>, at least {PASSWORD_MIN_LENGTH}{' '}
          characters long.
        </p>
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          value={password}
          onChange={(v) => {
            setPassword(v);
            setFieldError(null);
          }}
          error={fieldError}
          data-autofocus
        />
        {error && (
          <p
            role="alert"
            className="rounded border border-red-200 bg-red-50 p-2 text-sm text-red-700"
          >
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" busy={busy}>
            {busy ? 'Saving…' : 'Set password'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
