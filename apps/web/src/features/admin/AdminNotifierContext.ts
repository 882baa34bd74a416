import { createContext, use } from 'react';
import type { AdminNotifier } from './useAdminNotice';

/** The admin area's notice banner, given by the /super-admin layout to the screen in its outlet. */
export const AdminNotifierContext = createContext<AdminNotifier | null>(null);

export function useAdminNotifier(): AdminNotifier {
  const notifier = use(AdminNotifierContext);
  if (!notifier) throw new Error('useAdminNotifier() needs the /super-admin layout above it');
  return notifier;
}
