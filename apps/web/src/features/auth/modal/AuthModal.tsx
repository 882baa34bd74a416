import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Dialog } from '../../../components/ui/Dialog';
import { googleErrorMessage } from '../authErrorMessage';
import { AUTH_MESSAGES } from '../authMessages';
import { GoogleSignInButton } from '../GoogleSignInButton';
import { useAuth } from '../../../session/useAuth';
import type { AuthModalView } from './authModalView';
import { CheckEmailView } from './CheckEmailView';
import { ForgotPasswordView } from './ForgotPasswordView';
import { FormMessage } from './FormMessage';
import { LoginView } from './LoginView';
import { SignupView } from './SignupView';

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
  /** After a successful sign-in (docs/product.md#auth-modal: go to /app). */
  onSignedIn: () => void;
}

/** The auth modal (docs/product.md#auth-modal): login, signup (then Check Your Email), forgot. */
export function AuthModal({ view, onViewChange, onClose, onSignedIn }: AuthModalProps) {
  const { loginWithGoogle } = useAuth();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [googleError, setGoogleError] = useState<string | null>(null);
  const googleSignIn = useMutation({
    mutationFn: loginWithGoogle,
    onSuccess: () => onSignedIn(),
    onError: (e) => setGoogleError(googleErrorMessage(e)),
  });
  // success closes the modal: the status stays until then
  const googleBusy = googleSignIn.isPending || googleSignIn.isSuccess;
  const signInWithGoogle = googleSignIn.mutate;

  const switchTo = (next: AuthModalView) => {
    setGoogleError(null);
    onViewChange(next);
  };

  const onGoogleCredential = useCallback(
    (credential: string) => {
      setGoogleError(null);
      signInWithGoogle(credential);
    },
    [signInWithGoogle],
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
    <Dialog
      title={TITLES[view]}
      onClose={onClose}
      testId="auth-modal"
      size="md"
      closeButton
      // The backdrop is a mouse convenience; keyboard users close with Escape or the × button.
      closeOnBackdrop
      focusKey={view}
      titleClassName="mb-6 text-center text-2xl font-bold text-slate-900"
      panelClassName="p-6 sm:p-8"
    >
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
    </Dialog>
  );
}
