import { Link } from 'react-router';
import { Banner } from '../ui/Banner';
import { SIGN_IN_PATH } from './navLinks';

/** Says why a session ended without the user asking (expired token, 401), with a way back in. */
export function SessionNotice({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <Banner tone="notice" role="status" testId="session-notice" onDismiss={onDismiss}>
      <span>{message}</span>
      <Link
        to={SIGN_IN_PATH}
        onClick={onDismiss}
        className="font-semibold underline hover:no-underline"
      >
        Sign In
      </Link>
    </Banner>
  );
}
