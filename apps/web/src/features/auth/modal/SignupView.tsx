import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { registerAccount } from '../../../api/auth';
import { formErrorMessage } from '../authErrorMessage';
import { AUTH_MESSAGES } from '../authMessages';
import { validateSignup } from '../authValidation';
import { FormMessage } from './FormMessage';
import { PasswordField } from './PasswordField';

interface SignupViewProps {
  google: ReactNode;
  /** Registered: show "Check Your Email" for this address. */
  onRegistered: (email: string) => void;
  onLogin: () => void;
}

/** Signup, "Create Account" (docs/product.md#auth-modal). */
export function SignupView({ google, onRegistered, onLogin }: SignupViewProps) {
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const register = useMutation({
    mutationFn: () =>
      registerAccount({ email: email.trim(), password, full_name: fullName.trim() }),
    onSuccess: () => onRegistered(email.trim()),
    onError: (e) => setError(formErrorMessage(e, AUTH_MESSAGES.registerFailed)),
  });
  // success moves on to Check Your Email: it stays busy until then
  const busy = register.isPending || register.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateSignup({ fullName, email, password, confirmPassword });
    setError(invalid);
    if (invalid) return;
    register.mutate();
  };

  return (
    <>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field
          id="signup-name"
          label="Full Name"
          autoComplete="name"
          value={fullName}
          onChange={setFullName}
          data-autofocus
        />
        <Field
          id="signup-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
        />
        <PasswordField
          id="signup-password"
          label="Password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
        />
        <PasswordField
          id="signup-confirm-password"
          label="Confirm Password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={setConfirmPassword}
        />
        <FormMessage kind="error" text={error} />
        <Button type="submit" variant="brand" size="lg" className="w-full" busy={busy}>
          {busy ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
      {google}
      <p className="text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Button variant="link" onClick={onLogin}>
          Sign in
        </Button>
      </p>
    </>
  );
}
