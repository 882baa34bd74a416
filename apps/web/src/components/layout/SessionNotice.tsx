import { Link } from 'react-router';
import { SIGN_IN_PATH } from './navLinks';

/** Says why a session ended without the user asking (expired token, 401), with a way back in. */
export function SessionNotice({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div
      role="status"
      data-testid="session-notice"
      className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900"
    >
      <div className="mx-auto flex max-w-6xl items-center justify-center gap-4">
        <span>{message}</span>
        <Link
          to={SIGN_IN_PATH}
          onClick={onDismiss}
          className="font-semibold underline hover:no-underline"
        >
          Sign In
        </Link>
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          className="rounded px-1.5 text-lg leading-none hover:bg-amber-100"
        >
          ×
        </button>
      </div>
    </div>
  );
}
