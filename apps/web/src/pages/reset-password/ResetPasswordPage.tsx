import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/AuthCard';
import { resetPassword } from '../../api/auth';
import { formErrorMessage } from '../../features/auth/authErrorMessage';
import { AUTH_MESSAGES } from '../../features/auth/authMessages';
import { validateResetPassword } from '../../features/auth/authValidation';
import { FormMessage } from '../../features/auth/modal/FormMessage';
import { PasswordField } from '../../features/auth/modal/PasswordField';
import { Button } from '../../components/ui/Button';
import { buttonClasses } from '../../components/ui/buttonClasses';

const SIGN_IN = '/?auth=login';
const primary = buttonClasses('brand', 'lg');

/** What the join-team page says instead of "Reset Your Password" (issue 22, item 3). */
export type NewPasswordTexts = {
  title: string;
  intro: string;
  doneTitle: string;
  doneText: string;
  submit: string;
  /** where "Go to Sign In" leads */
  signIn: string;
};

/** The reset-password screen (docs/product.md#reset-password-screen). */
export function ResetPasswordPage({ texts }: { texts?: NewPasswordTexts } = {}) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reset = useMutation({
    mutationFn: () => resetPassword(token, password),
    onError: (e) => setError(formErrorMessage(e, AUTH_MESSAGES.forgotFailed)),
  });
  const busy = reset.isPending;
  const done = reset.isSuccess;

  if (!token) {
    return (
      <AuthCard title="Invalid Reset Link" testId="reset-invalid">
        <p role="alert" className="text-red-700">
          {AUTH_MESSAGES.resetLinkInvalid}
        </p>
        <Link to={SIGN_IN} className={primary}>
          Go to Sign In
        </Link>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title={texts?.doneTitle ?? 'Password Reset Successful'} testId="reset-success">
        <p role="status" className="text-green-800">
          {texts?.doneText ??
            'Your password has been reset. You can now sign in with your new password.'}
        </p>
        <Link to={texts?.signIn ?? SIGN_IN} className={primary}>
          Go to Sign In
        </Link>
      </AuthCard>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateResetPassword({ password, confirmPassword });
    setError(invalid);
    if (invalid) return;
    reset.mutate();
  };

  return (
    <AuthCard title={texts?.title ?? 'Reset Your Password'} testId="reset-form">
      {texts && <p className="text-slate-700">{texts.intro}</p>}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 text-left">
        <PasswordField
          id="reset-password"
          label="New Password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
        />
        <PasswordField
          id="reset-confirm-password"
          label="Confirm New Password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={setConfirmPassword}
        />
        <FormMessage kind="error" text={error} />
        <Button type="submit" variant="brand" size="lg" className="w-full" busy={busy}>
          {busy ? 'Saving...' : (texts?.submit ?? 'Reset Password')}
        </Button>
      </form>
    </AuthCard>
  );
}
