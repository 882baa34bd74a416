import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { authMessages } from '@codeflow/contracts';
import { Button } from '../../../components/ui/Button';
import { formErrorMessage } from '../authErrorMessage';
import { AUTH_MESSAGES } from '../authMessages';
import { validateResetPassword } from '../authValidation';
import { useAuth } from '../../../session/useAuth';
import { FormMessage } from './FormMessage';
import { PasswordField } from './PasswordField';

interface ChoosePasswordViewProps {
  email: string;
  temporaryPassword: string;
  onSignedIn: () => void;
  onBack: () => void;
}

/**
 * The "choose your password" step (decision 028): the password just typed is a temporary one
 * from a team owner; the person chooses their own, which signs them in and voids the old one.
 */
export function ChoosePasswordView({
  email,
  temporaryPassword,
  onSignedIn,
  onBack,
}: ChoosePasswordViewProps) {
  const { loginWithNewPassword } = useAuth();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const choose = useMutation({
    mutationFn: () => loginWithNewPassword(email, temporaryPassword, password),
    onSuccess: () => onSignedIn(),
    onError: (e) => setError(formErrorMessage(e, AUTH_MESSAGES.invalidCredentials)),
  });
  const busy = choose.isPending || choose.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateResetPassword({ password, confirmPassword: confirm });
    setError(invalid);
    if (invalid) return;
    choose.mutate();
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-label="Choose your password"
    >
      <p className="text-sm text-slate-700" data-testid="choose-password-intro">
        {authMessages.choosePasswordRequired}
      </p>
      <PasswordField
        id="choose-password"
        label="New Password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
      />
      <PasswordField
        id="choose-password-confirm"
        label="Confirm Password"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
      />
      <FormMessage kind="error" text={error} />
      <Button type="submit" variant="brand" size="lg" className="w-full" busy={busy}>
        {busy ? 'Saving...' : 'Choose password and sign in'}
      </Button>
      <Button variant="link" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
