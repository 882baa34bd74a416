import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { buttonClasses } from '../../components/ui/buttonClasses';
import { confirmEmailChangeOnce } from '../../features/account/confirmEmailChangeOnce';
import { errorText } from '../../features/account/FormStatus';
import { useAuth } from '../../session/useAuth';

type Outcome = { kind: 'success' | 'error'; message: string };

const NO_TOKEN = 'This email change link is incomplete. Open the link from the email again.';

/** /account/confirm-email?token=…: the link sent to a new address applies the change. */
export function ConfirmEmailChangePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { isAuthenticated, refreshProfile } = useAuth();
  const [outcome, setOutcome] = useState<Outcome | null>(
    token ? null : { kind: 'error', message: NO_TOKEN },
  );

  useEffect(() => {
    if (!token) return;
    let current = true;
    // once per token: StrictMode's second effect run shares the first POST's answer
    confirmEmailChangeOnce(token).then(
      (answer) => current && setOutcome({ kind: 'success', message: answer.message }),
      (error: unknown) => current && setOutcome({ kind: 'error', message: errorText(error) }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  const changed = outcome?.kind === 'success';
  useEffect(() => {
    if (changed && isAuthenticated) void refreshProfile();
  }, [changed, isAuthenticated, refreshProfile]);

  const heading = !outcome
    ? 'Confirming your new email…'
    : changed
      ? 'Email changed'
      : 'Email not changed';

  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="confirm-email-change">
      <PageTitle title={heading} />
      <h1 className="text-3xl font-bold text-slate-900">{heading}</h1>
      {outcome && (
        <p
          role={changed ? 'status' : 'alert'}
          className={`mt-4 ${changed ? 'text-green-800' : 'text-red-700'}`}
        >
          {outcome.message}
        </p>
      )}
      <Link
        to={isAuthenticated ? '/account' : '/?auth=login'}
        className={`${buttonClasses('brand', 'lg')} mt-8`}
      >
        {isAuthenticated ? 'Back to account settings' : 'Go to Login'}
      </Link>
    </div>
  );
}
