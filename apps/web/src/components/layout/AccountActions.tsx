import { Link } from 'react-router';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { buttonClasses } from '../ui/buttonClasses';
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

/** Right-hand side of the header: Sign In / Sign Up Free, or welcome + Account + Logout. */
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
          className={buttonClasses('ghost', 'md')}
        >
          Sign In
        </Link>
        <Link
          to={SIGN_UP_PATH}
          onClick={onAction}
          data-testid="sign-up"
          className={buttonClasses('brand', 'md')}
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
          <Badge shape="tag" colors="bg-red-100 text-red-700" className="ml-2">
            ADMIN
          </Badge>
        )}
      </span>
      <Link
        to="/account"
        onClick={onAction}
        data-testid="account-link"
        className={buttonClasses('ghost', 'md')}
      >
        Account
      </Link>
      <Button
        variant="ghost"
        data-testid="logout"
        onClick={() => {
          onLogout?.();
          onAction?.();
        }}
      >
        Logout
      </Button>
    </div>
  );
}
