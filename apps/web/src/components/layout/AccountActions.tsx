import { Link } from 'react-router';
import { DaysLeftBadge } from './DaysLeftBadge';
import type { HeaderUser } from './HeaderUser';
import { SIGN_IN_PATH, SIGN_UP_PATH } from './navLinks';

interface AccountActionsProps {
  user: HeaderUser | null;
  onLogout?: () => void;
  /** Called after any action, so the mobile menu can close. */
  onAction?: () => void;
  layout: 'row' | 'column';
  /** The session is still being checked: show neither state, so nothing flashes. */
  pending?: boolean;
}

/** Right-hand side of the header: Sign In / Sign Up Free, or welcome + Logout. */
export function AccountActions({
  user,
  onLogout,
  onAction,
  layout,
  pending = false,
}: AccountActionsProps) {
  const box = layout === 'row' ? 'flex items-center gap-3' : 'flex flex-col gap-2';

  if (pending) return <div className={box} aria-hidden="true" data-testid="account-pending" />;

  if (!user) {
    return (
      <div className={box}>
        <Link
          to={SIGN_IN_PATH}
          onClick={onAction}
          data-testid="sign-in"
          className="rounded-lg px-4 py-2 text-center text-sm font-semibold text-slate-700 hover:bg-slate-100"
        >
          Sign In
        </Link>
        <Link
          to={SIGN_UP_PATH}
          onClick={onAction}
          data-testid="sign-up"
          className="rounded-lg bg-indigo-600 px-4 py-2 text-center text-sm font-semibold text-white shadow-sm hover:bg-indigo-700"
        >
          Sign Up Free
        </Link>
      </div>
    );
  }

  return (
    <div className={box}>
      {user.daysLeft && <DaysLeftBadge badge={user.daysLeft} />}
      <span className="text-sm text-slate-700" data-testid="welcome">
        Welcome, {user.fullName}
        {user.isAdmin && (
          <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-bold text-red-700">
            ADMIN
          </span>
        )}
      </span>
      <button
        type="button"
        data-testid="logout"
        onClick={() => {
          onLogout?.();
          onAction?.();
        }}
        className="rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
      >
        Logout
      </button>
    </div>
  );
}
