import { ADMIN_PAGE_SIZE_DEFAULT } from '@codeflow/contracts';
import { useMemo, useState } from 'react';
import type { AdminUsersQuery } from '../../api/admin';
import { useAdminUsers } from './useAdminUsers';
import { useDebounced } from './useDebounced';
import type { UserFilterValues } from './UserFilters';
import { DEFAULT_USER_SORT, type UserSort } from './userSort';

const NO_FILTERS: UserFilterValues = { search: '', role: '', tier: '', status: '' };

/**
 * What User Management shows: filters, order, page, the rows selected for bulk actions, and the
 * page of users the server sends for them (with in-place row edits, useAdminUsers).
 */
export function useUserListView() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [sort, setSort] = useState<UserSort>(DEFAULT_USER_SORT);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const search = useDebounced(filters.search.trim(), 300);

  const query = useMemo<AdminUsersQuery>(
    () => ({
      page,
      page_size: ADMIN_PAGE_SIZE_DEFAULT,
      sort: sort.column,
      order: sort.order,
      search: search || undefined,
      role: filters.role || undefined,
      tier: filters.tier || undefined,
      status: filters.status || undefined,
    }),
    [page, sort, search, filters.role, filters.tier, filters.status],
  );
  const users = useAdminUsers(query);
  const rows = users.list.data?.items ?? [];

  // What is selected must be on screen: a new page, filter or order starts a new selection.
  const clearSelection = () => setSelected(new Set());
  const resetView = () => {
    setPage(1);
    clearSelection();
  };

  return {
    ...users,
    query,
    rows,
    filters,
    sort,
    page,
    selected,
    changeFilters: (values: UserFilterValues) => {
      setFilters(values);
      resetView();
    },
    changeSort: (next: UserSort) => {
      setSort(next);
      resetView();
    },
    changePage: (next: number) => {
      setPage(next);
      clearSelection();
    },
    clearSelection,
    toggleRow: (id: string) =>
      setSelected((prev) => {
        const next = new Set(prev);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    toggleAll: (select: boolean) =>
      setSelected(
        select ? new Set(rows.filter((r) => r.role !== 'admin').map((r) => r.id)) : new Set(),
      ),
    unselect: (id: string) =>
      setSelected((prev) => {
        const next = new Set(prev);
        next.delete(id);
        return next;
      }),
  };
}

export type UserListView = ReturnType<typeof useUserListView>;
