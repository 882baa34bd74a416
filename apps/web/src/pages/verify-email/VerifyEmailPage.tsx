import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/buttonClasses';
import { AuthCard } from '../../features/auth/AuthCard';
import { formErrorMessage } from '../../features/auth/authErrorMessage';
import { AUTH_MESSAGES } from '../../features/auth/authMessages';
import { Spinner } from '../../features/auth/Spinner';
import { useAuth } from '../../session/useAuth';
import { verifyEmailOnce } from '../../features/auth/verifyEmailOnce';

type Outcome = { kind: 'success'; message: string } | { kind: 'error'; message: string };

const primary = buttonClasses('brand', 'lg');

/** The verification page (docs/product.md#verification-page): verifying, then success or error. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { isAuthenticated, refreshProfile } = useAuth();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    // Once per token: StrictMode's second effect run shares the first POST's answer.
    verifyEmailOnce(token).then(
      (answer) => current && setOutcome({ kind: 'success', message: answer.message }),
      (error: unknown) =>
        current &&
        setOutcome({
          kind: 'error',
          message: formErrorMessage(error, AUTH_MESSAGES.verificationFailed),
        }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  // A signed-in user's banner should go away once the address is verified.
  const verified = outcome?.kind === 'success';
  useEffect(() => {
    if (verified && isAuthenticated) void refreshProfile();
  }, [verified, isAuthenticated, refreshProfile]);

  if (!token) {
    return (
      <AuthCard title="Verification Failed" testId="verify-error">
        <p role="alert" className="text-red-700">
          {AUTH_MESSAGES.noVerificationToken}
        </p>
        <Link to="/" className={primary}>
          Back to Home
        </Link>
      </AuthCard>
    );
  }

  if (!outcome) {
    return (
      <AuthCard title="Verifying Your Email" testId="verify-pending">
        <Spinner />
        <p role="status" className="text-slate-600">
          Please wait while we verify your email address...
        </p>
      </AuthCard>
    );
  }

  if (outcome.kind === 'success') {
    return (
      <AuthCard title="Email Verified" testId="verify-success">
        <p role="status" className="text-green-800">
          {outcome.message}
        </p>
        <Link to="/?auth=login" className={primary}>
          Go to Login
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Verification Failed" testId="verify-error">
      <p role="alert" className="text-red-700">
        {outcome.message}
      </p>
      <Link to="/" className={primary}>
        Back to Home
      </Link>
    </AuthCard>
  );
}
