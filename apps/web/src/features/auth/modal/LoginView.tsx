import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { isChoosePasswordRequired, loginErrorMessage } from '../authErrorMessage';
import { validateLogin } from '../authValidation';
import { useAuth } from '../../../session/useAuth';
import { ChoosePasswordView } from './ChoosePasswordView';
import { FormMessage } from './FormMessage';
import { PasswordField } from './PasswordField';

interface LoginViewProps {
  google: ReactNode;
  onSignedIn: () => void;
  onForgot: () => void;
  onSignup: () => void;
}

/** Login, "Welcome Back" (docs/product.md#auth-modal). */
export function LoginView({ google, onSignedIn, onForgot, onSignup }: LoginViewProps) {
  const { login } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // a temporary password from a team owner: the next step chooses the person's own
  const [choosing, setChoosing] = useState(false);
  const signIn = useMutation({
    mutationFn: () => login(email, password),
    onSuccess: () => onSignedIn(),
    onError: (e) => {
      if (isChoosePasswordRequired(e)) {
        setError(null);
        setChoosing(true);
      } else setError(loginErrorMessage(e));
    },
  });
  // success closes the modal: it stays busy until then
  const busy = signIn.isPending || signIn.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateLogin({ email, password });
    setError(invalid);
    if (invalid) return;
    signIn.mutate();
  };

  if (choosing) {
    return (
      <ChoosePasswordView
        email={email}
        temporaryPassword={password}
        onSignedIn={onSignedIn}
        onBack={() => {
          setChoosing(false);
          setPassword('');
        }}
      />
    );
  }

  return (
    <>
      {google}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field
          id="login-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          data-autofocus
        />
        <PasswordField
          id="login-password"
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <div className="-mt-2 text-right text-sm">
          <Button variant="link" onClick={onForgot}>
            Forgot your password?
          </Button>
        </div>
        <FormMessage kind="error" text={error} />
        <Button type="submit" variant="brand" size="lg" className="w-full" busy={busy}>
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <p className="text-center text-sm text-slate-600">
        Don&apos;t have an account?{' '}
        <Button variant="link" onClick={onSignup}>
          Sign up
        </Button>
      </p>
    </>
  );
}
