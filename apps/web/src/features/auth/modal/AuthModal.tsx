import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { googleErrorMessage } from '../authErrorMessage';
import { AUTH_MESSAGES } from '../authMessages';
import { GoogleSignInButton } from '../GoogleSignInButton';
import { useAuth } from '../useAuth';
import type { AuthModalView } from './authModalView';
import { CheckEmailView } from './CheckEmailView';
import { ForgotPasswordView } from './ForgotPasswordView';
import { FormMessage } from './FormMessage';
import { LoginView } from './LoginView';
import { SignupView } from './SignupView';
import { useFocusTrap } from './useFocusTrap';

const TITLES: Record<AuthModalView, string> = {
  login: 'Welcome Back',
  signup: 'Create Account',
  forgot: 'Reset Password',
  'check-email': 'Check Your Email',
};

interface AuthModalProps {
  view: AuthModalView;
  onViewChange: (view: AuthModalView) => void;
  onClose: () => void;
  /** After a successful sign-in (SPEC.md §2: go to /app). */
  onSignedIn: () => void;
}

/** SPEC.md §2 auth modal: login, signup (then Check Your Email) and forgot password. */
export function AuthModal({ view, onViewChange, onClose, onSignedIn }: AuthModalProps) {
  const { loginWithGoogle } = useAuth();
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [googleError, setGoogleError] = useState<string | null>(null);
  const [googleBusy, setGoogleBusy] = useState(false);
  useFocusTrap(dialog, onClose, view);

  // The page behind a modal dialog does not scroll.
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const switchTo = (next: AuthModalView) => {
    setGoogleError(null);
    onViewChange(next);
  };

  const onGoogleCredential = useCallback(
    (credential: string) => {
      setGoogleError(null);
      setGoogleBusy(true);
      loginWithGoogle(credential).then(onSignedIn, (e: unknown) => {
        setGoogleError(googleErrorMessage(e));
        setGoogleBusy(false);
      });
    },
    [loginWithGoogle, onSignedIn],
  );
  const onGoogleFailure = useCallback(() => setGoogleError(AUTH_MESSAGES.googleFailed), []);

  const google = (text: 'signin_with' | 'signup_with') => (
    <>
      <GoogleSignInButton
        text={text}
        onCredential={onGoogleCredential}
        onFailure={onGoogleFailure}
      />
      <FormMessage kind="error" text={googleError} />
      {googleBusy && (
        <p role="status" className="text-center text-sm text-slate-600">
          Signing in with Google...
        </p>
      )}
    </>
  );

  return (
    <div className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto p-4 sm:items-center">
      {/* The backdrop is a mouse convenience; keyboard users close with Escape or the × button. */}
      <div aria-hidden="true" className="fixed inset-0 bg-slate-900/50" onClick={onClose} />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="auth-modal"
        className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8"
      >
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="absolute top-3 right-3 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none">
            <path
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              d="M6 6l12 12M18 6L6 18"
            />
          </svg>
        </button>
        <h2 id={titleId} className="mb-6 text-center text-2xl font-bold text-slate-900">
          {TITLES[view]}
        </h2>
        <div className="flex flex-col gap-5">
          {view === 'login' && (
            <LoginView
              google={google('signin_with')}
              onSignedIn={onSignedIn}
              onForgot={() => switchTo('forgot')}
              onSignup={() => switchTo('signup')}
            />
          )}
          {view === 'signup' && (
            <SignupView
              google={google('signup_with')}
              onRegistered={(email) => {
                setRegisteredEmail(email);
                switchTo('check-email');
              }}
              onLogin={() => switchTo('login')}
            />
          )}
          {view === 'forgot' && <ForgotPasswordView onLogin={() => switchTo('login')} />}
          {view === 'check-email' && (
            <CheckEmailView email={registeredEmail} onLogin={() => switchTo('login')} />
          )}
        </div>
      </div>
    </div>
  );
}
