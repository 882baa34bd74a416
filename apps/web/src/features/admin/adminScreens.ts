/**
 * The admin area's screens in tab order (docs/product.md#super-admin-screen). Each is a nested
 * route of /super-admin in src/routes/pageRoutes.ts, whose entry loads the screen's component;
 * this list gives the tabs their labels.
 */
export const ADMIN_SCREENS = [
  { id: 'dashboard', path: '', label: 'Dashboard' },
  { id: 'users', path: 'users', label: 'User Management' },
  { id: 'analytics', path: 'analytics', label: 'Analytics' },
  { id: 'commerce', path: 'commerce', label: 'Commerce' },
  { id: 'audit', path: 'audit', label: 'Audit' },
] as const;

export type AdminScreen = (typeof ADMIN_SCREENS)[number];
export type AdminScreenId = AdminScreen['id'];

export const ADMIN_BASE_PATH = '/super-admin';

export function adminScreenUrl(screen: AdminScreen): string {
  return screen.path === '' ? ADMIN_BASE_PATH : `${ADMIN_BASE_PATH}/${screen.path}`;
}

const DASHBOARD: AdminScreen = ADMIN_SCREENS[0];

/** The screen a pathname shows (a trailing slash allowed); the dashboard for /super-admin itself. */
export function adminScreenAt(pathname: string): AdminScreen {
  const path = pathname.replace(/\/+$/, '');
  return ADMIN_SCREENS.find((s) => adminScreenUrl(s) === path) ?? DASHBOARD;
}

/** The screen an old `/super-admin?tab=<id>` link meant, or null when it names none. */
export function adminScreenOfTab(tab: string | null): AdminScreen | null {
  return ADMIN_SCREENS.find((s) => s.id === tab) ?? null;
}
