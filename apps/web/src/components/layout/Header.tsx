import { Button } from '../ui/Button';
import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { NavLink as RouterNavLink } from 'react-router';
import { AccountActions } from './AccountActions';
import type { HeaderUser } from './HeaderUser';
import { Logo } from './Logo';
import { DaysLeftBadge } from './DaysLeftBadge';
import { MobileMenu } from './MobileMenu';
import { navLinks } from './navLinks';
import { ThemeSelect } from './ThemeSelect';

const MOBILE_MENU_ID = 'mobile-menu';

interface HeaderProps {
  /** Null or absent: the signed-out header. The accounts feature passes the session user. */
  user?: HeaderUser | null;
  onLogout?: () => void;
  /** True while the session is being checked at startup. */
  pending?: boolean;
}

export function Header({ user = null, onLogout, pending = false }: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const links = navLinks(user);
  const closeMenu = () => setMenuOpen(false);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) {
      closeMenu();
      toggleRef.current?.focus();
    }
  };

  return (
    <header
      onKeyDown={onKeyDown}
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo onClick={closeMenu} />

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <RouterNavLink
                  to={link.to}
                  end
                  className={({ isActive }) =>
                    `rounded-md px-3 py-2 text-sm font-medium ${
                      isActive ? 'text-indigo-700' : 'text-slate-600 hover:text-slate-900'
                    }`
                  }
                >
                  {link.label}
                </RouterNavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-3 md:flex">
          <ThemeSelect />
          <AccountActions user={user} onLogout={onLogout} pending={pending} layout="row" />
        </div>

        {/* on a phone the badge stays in sight, not only in the menu */}
        {user?.daysLeft && (
          <span className="ml-auto md:hidden" data-testid="days-left-phone">
            <DaysLeftBadge badge={user.daysLeft} />
          </span>
        )}
        <Button
          ref={toggleRef}
          variant="icon"
          className="p-2 md:hidden"
          aria-controls={MOBILE_MENU_ID}
          aria-expanded={menuOpen}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          data-testid="mobile-menu-toggle"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none">
            <path
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              d={menuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
            />
          </svg>
        </Button>
      </div>

      <MobileMenu
        id={MOBILE_MENU_ID}
        open={menuOpen}
        links={links}
        user={user}
        onLogout={onLogout}
        pending={pending}
        onClose={closeMenu}
      />
    </header>
  );
}
