import type { users } from '../../db/schema/index';

/** A users row, as the guard hands it to route handlers. */
export type AuthUser = typeof users.$inferSelect;
