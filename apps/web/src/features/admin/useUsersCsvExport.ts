import { useMutation } from '@tanstack/react-query';
import { exportAdminUsers, type AdminUsersQuery } from '../../api/admin';
import { downloadBlob } from '../../lib/downloadBlob';
import { ADMIN_MESSAGES } from './adminMessages';
import { errorText } from './errorText';
import type { AdminNotifier } from './useAdminNotice';

/**
 * Export CSV: the listed users (the filters and order on screen), or only the selected ones,
 * downloaded as users-<date>.csv; a failure goes to the admin notice.
 */
export function useUsersCsvExport(query: AdminUsersQuery, notify: AdminNotifier) {
  const exportCsv = useMutation({
    mutationFn: (ids: string[] | undefined) =>
      exportAdminUsers({
        ...(ids
          ? { ids: ids.join(',') }
          : { search: query.search, role: query.role, tier: query.tier, status: query.status }),
        sort: query.sort,
        order: query.order,
      }),
    onSuccess: (csv) =>
      downloadBlob(
        new Blob([csv], { type: 'text/csv;charset=utf-8' }),
        `users-${new Date().toISOString().slice(0, 10)}.csv`,
      ),
    onError: (e) => notify.error(errorText(e, ADMIN_MESSAGES.exportFailed)),
  });
  return {
    download: (ids?: string[]) => exportCsv.mutate(ids),
    exporting: exportCsv.isPending,
  };
}
