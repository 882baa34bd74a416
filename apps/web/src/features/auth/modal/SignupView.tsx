import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { signUpProofMessages } from '@codeflow/contracts';
import { ApiError } from '../../../api/ApiError';
import { getSignUpChallenge, registerAccount } from '../../../api/auth';
import { solveSignUpChallenge } from '../solveSignUpChallenge';
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
  const [proving, setProving] = useState(false);
  const register = useMutation({
    mutationFn: async () => {
      const body = { email: email.trim(), password, full_name: fullName.trim() };
      try {
        return await registerAccount(body);
      } catch (e) {
        // many sign-ups from this network this hour: a few seconds of work, then again (decision 036)
        if (!(e instanceof ApiError) || e.status !== 428) throw e;
        setProving(true);
        try {
          const proof = await solveSignUpChallenge(await getSignUpChallenge());
          return await registerAccount({ ...body, proof });
        } finally {
          setProving(false);
        }
      }
    },
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
        {proving && (
          <p role="status" className="text-sm text-slate-600" data-testid="signup-proving">
            {signUpProofMessages.proofRequired}
          </p>
        )}
        <Button type="submit" variant="brand" size="lg" className="w-full" busy={busy}>
          {proving ? signUpProofMessages.checking : busy ? 'Creating Account...' : 'Create Account'}
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
