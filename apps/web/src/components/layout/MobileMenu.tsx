import { NavLink as RouterNavLink } from 'react-router';
import { AccountActions } from './AccountActions';
import { ThemeSelect } from './ThemeSelect';
import type { HeaderUser } from './HeaderUser';
import type { NavLink } from './navLinks';

interface MobileMenuProps {
  id: string;
  open: boolean;
  links: NavLink[];
  user: HeaderUser | null;
  onLogout?: () => void;
  pending?: boolean;
  onClose: () => void;
}

/** The small-screen navigation panel; the Header owns its open state and toggle button. */
export function MobileMenu({ id, open, links, user, onLogout, pending, onClose }: MobileMenuProps) {
  return (
    <nav
      id={id}
      // Rendered while closed too, so the toggle's aria-controls always points at something.
      hidden={!open}
      aria-label="Mobile"
      data-testid="mobile-menu"
      className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 md:hidden"
    >
      <ul className="flex flex-col">
        {links.map((link) => (
          <li key={link.to}>
            <RouterNavLink
              to={link.to}
              end
              onClick={onClose}
              className={({ isActive }) =>
                `block rounded-md px-3 py-2 text-base font-medium ${
                  isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-700 hover:bg-slate-100'
                }`
              }
            >
              {link.label}
            </RouterNavLink>
          </li>
        ))}
      </ul>
      <ThemeSelect className="mt-3 px-3" />
      <div className="mt-3 border-t border-slate-200 pt-3">
        <AccountActions
          user={user}
          onLogout={onLogout}
          onAction={onClose}
          pending={pending}
          layout="column"
        />
      </div>
    </nav>
  );
}
