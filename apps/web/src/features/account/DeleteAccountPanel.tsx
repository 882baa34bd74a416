import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest } from '@codeflow/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Field } from '../../components/ui/Field';
import { errorText } from './FormStatus';

/**
 * Account deletion behind a dialog: the password (when the account has one) and the account's
 * email typed out. A Google-only account has no password: the server asks for a recent sign-in.
 */
export function DeleteAccountPanel({
  email,
  hasPassword,
  onDelete,
}: {
  email: string;
  hasPassword: boolean;
  /** resolves once the account is gone; rejects with the text to show */
  onDelete: (body: DeleteAccountRequest) => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const remove = useMutation({ mutationFn: onDelete });
  // success ends the account: the dialog stays busy until the page goes
  const busy = remove.isPending || remove.isSuccess;
  const error = remove.isError ? errorText(remove.error) : null;
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  const close = () => {
    setOpen(false);
    setPassword('');
    setTyped('');
    remove.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    remove.mutate(hasPassword ? { password, confirmation: typed } : { confirmation: typed });
  };

  return (
    <div>
      <Button variant="danger" onClick={() => setOpen(true)} data-testid="delete-account">
        Delete my account
      </Button>
      {open && (
        <Dialog title="Delete your account?" onClose={close} size="lg" testId="delete-dialog">
          <form onSubmit={submit} className="mt-2 space-y-3 text-sm text-gray-700">
            <p>
              Your flowcharts, share links, sessions and settings are deleted at once and cannot be
              recovered. Any subscription is cancelled. We keep only the accounting record of past
              payments that the law requires, without your name or email address.
            </p>
            {hasPassword ? (
              <Field
                label="Your password"
                type="password"
                value={password}
                onChange={setPassword}
                required
                autoComplete="current-password"
                data-testid="delete-password"
              />
            ) : (
              <p>
                You sign in with Google: if you signed in more than 10 minutes ago, sign in again
                first.
              </p>
            )}
            <Field
              label={`Type ${email} to confirm`}
              value={typed}
              onChange={setTyped}
              required
              autoComplete="off"
              spellCheck={false}
              data-testid="delete-confirmation"
            />
            {error && (
              <p role="alert" className="text-red-600">
                {error}
              </p>
            )}
            <div className="flex justify-end gap-2 pt-1">
              <Button variant="secondary" data-autofocus onClick={close}>
                Cancel
              </Button>
              <Button
                type="submit"
                variant="danger"
                busy={busy}
                disabled={!matches || (hasPassword && password === '')}
              >
                {busy ? 'Deleting…' : 'Delete my account'}
              </Button>
            </div>
          </form>
        </Dialog>
      )}
    </div>
  );
}
