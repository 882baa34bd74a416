import type { ADMIN_USER_SORTS } from '@codeflow/contracts';
import type { SortState } from '../../components/table/SortButton';

/** The user list's order: a column the server sorts by, and the direction. */
export type UserSort = SortState<(typeof ADMIN_USER_SORTS)[number]>;

export const DEFAULT_USER_SORT: UserSort = { column: 'created_at', order: 'desc' };
