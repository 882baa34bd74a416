/** TanStack Query keys of the admin area; tab switches invalidate by these prefixes. */
export const ADMIN_USERS_KEY = ['admin', 'users'] as const;
export const ADMIN_STATS_KEY = ['admin', 'dashboard-stats'] as const;
export const ADMIN_ANALYTICS_KEY = ['admin', 'analytics'] as const;
export const ADMIN_COMMERCE_KEY = ['admin', 'commerce'] as const;
export const ADMIN_AUDIT_KEY = ['admin', 'audit'] as const;
