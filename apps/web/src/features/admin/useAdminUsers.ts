import type { AdminUserPage, AdminUserRow } from '@codeflow/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { listAdminUsers, type AdminUsersQuery } from '../../api/admin';
import { ADMIN_USERS_KEY } from './adminQueryKeys';

/**
 * One page of the admin user list. Actions update the cached page in place
 * (docs/product.md#states-and-transitions: the row updates after success, a delete removes it, a
 * new user goes on top) instead of reloading, so the row the admin acted on does not jump away.
 * `query` must keep its identity between renders (memoize it).
 */
export function useAdminUsers(query: AdminUsersQuery) {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: [...ADMIN_USERS_KEY, query],
    queryFn: ({ signal }) => listAdminUsers(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

  const editPage = useCallback(
    (edit: (page: AdminUserPage) => AdminUserPage) =>
      queryClient.setQueryData<AdminUserPage>([...ADMIN_USERS_KEY, query], (page) =>
        page ? edit(page) : page,
      ),
    [queryClient, query],
  );

  const updateRow = useCallback(
    (id: string, change: Partial<AdminUserRow>) =>
      editPage((page) => ({
        ...page,
        items: page.items.map((row) => (row.id === id ? { ...row, ...change } : row)),
      })),
    [editPage],
  );

  const removeRow = useCallback(
    (id: string) =>
      editPage((page) => ({
        ...page,
        items: page.items.filter((row) => row.id !== id),
        total: Math.max(0, page.total - 1),
      })),
    [editPage],
  );

  const addRowOnTop = useCallback(
    (row: AdminUserRow) =>
      editPage((page) => ({ ...page, items: [row, ...page.items], total: page.total + 1 })),
    [editPage],
  );

  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
    [queryClient],
  );

  return { list, updateRow, removeRow, addRowOnTop, reload };
}
