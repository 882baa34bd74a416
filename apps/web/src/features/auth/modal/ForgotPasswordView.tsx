import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import type { FormEvent } from 'react';
import { requestPasswordReset } from '../../../api/auth';
import { formErrorMessage } from '../authErrorMessage';
import { AUTH_MESSAGES } from '../authMessages';
import { validateForgotPassword } from '../authValidation';
import { FormMessage } from './FormMessage';

/** Forgot password (docs/product.md#auth-modal). The answer is the same whether or not the account exists. */
export function ForgotPasswordView({ onLogin }: { onLogin: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: () => requestPasswordReset(email.trim()),
    onSuccess: (answer) => setSent(answer.message),
    onError: (e) => setError(formErrorMessage(e, AUTH_MESSAGES.forgotFailed)),
  });
  const busy = request.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateForgotPassword({ email });
    setError(invalid);
    setSent(null);
    if (invalid) return;
    request.mutate();
  };

  return (
    <>
      <p className="text-sm text-slate-600">
        Enter the email address of your account and we will send you a link to reset your password.
      </p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field
          id="forgot-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          data-autofocus
        />
        <FormMessage kind="error" text={error} />
        <FormMessage kind="success" text={sent} />
        <Button type="submit" variant="brand" size="lg" className="w-full" busy={busy}>
          {busy ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
      <p className="text-center text-sm">
        <Button variant="link" onClick={onLogin}>
          Back to Sign In
        </Button>
      </p>
    </>
  );
}
