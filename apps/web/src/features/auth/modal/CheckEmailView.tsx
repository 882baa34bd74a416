import { Button } from '../../../components/ui/Button';

/** After sign-up (docs/product.md#auth-modal): the verification link is on its way. */
export function CheckEmailView({ email, onLogin }: { email: string | null; onLogin: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center" data-testid="check-email">
      <div
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-full bg-indigo-100 text-2xl"
      >
        ✉
      </div>
      <p className="text-slate-700">
        We have sent a verification link to{' '}
        {email ? <strong className="break-all">{email}</strong> : 'your email address'}. Open it to
        verify your account, then sign in.
      </p>
      <p className="text-sm text-slate-500">
        No email after a few minutes? Check your spam folder, or sign in and use Resend Email.
      </p>
      <Button variant="link" onClick={onLogin}>
        Back to Sign In
      </Button>
    </div>
  );
}
