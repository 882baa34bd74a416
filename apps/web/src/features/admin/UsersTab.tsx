import { useState } from 'react';
import { useAuth } from '../../session/useAuth';
import { Pager } from '../../components/table/Pager';
import { Button } from '../../components/ui/Button';
import { ADMIN_MESSAGES } from './adminMessages';
import { useAdminNotifier } from './AdminNotifierContext';
import { BulkActionBar } from './BulkActionBar';
import { errorText } from './errorText';
import { UserDialog, type OpenUserDialog } from './UserDialogs';
import { UserFilters } from './UserFilters';
import { UsersTable } from './UsersTable';
import { useUserListView, type UserListView } from './useUserListView';
import { useUsersCsvExport } from './useUsersCsvExport';

/** The list's place: loading, the failure with Retry, "no users match", or the table. */
function UsersList({
  view,
  onAction,
}: {
  view: UserListView;
  onAction: (dialog: OpenUserDialog) => void;
}) {
  const { list, rows } = view;
  const { user } = useAuth();
  if (list.isPending) {
    return (
      <div
        role="status"
        className="rounded-lg border border-gray-200 bg-white p-8 text-center text-gray-600"
      >
        Loading users…
      </div>
    );
  }
  if (list.isError) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-4"
      >
        <p className="text-red-800">{errorText(list.error, ADMIN_MESSAGES.loadUsersFailed)}</p>
        <Button onClick={() => void list.refetch()}>Retry</Button>
      </div>
    );
  }
  if (rows.length === 0) {
    return (
      <div
        className="rounded-lg border-2 border-dashed border-gray-300 p-10 text-center text-gray-600"
        data-testid="users-empty"
      >
        No users match these filters.
      </div>
    );
  }
  return (
    <UsersTable
      rows={rows}
      selected={view.selected}
      onToggleRow={view.toggleRow}
      onToggleAll={view.toggleAll}
      sort={view.sort}
      onSort={view.changeSort}
      onAction={(kind, row) => onAction({ kind, row })}
      selfId={user?.id}
    />
  );
}

/** User Management (docs/product.md#super-admin-screen), at /super-admin/users. */
export function UsersTab() {
  const notify = useAdminNotifier();
  const view = useUserListView();
  const { download, exporting } = useUsersCsvExport(view.query, notify);
  const [dialog, setDialog] = useState<OpenUserDialog | null>(null);
  const close = () => setDialog(null);

  return (
    <section aria-labelledby="users-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="users-heading" className="text-xl font-semibold text-gray-900">
          User Management
        </h2>
        <div className="flex gap-2">
          <Button onClick={() => download()} busy={exporting}>
            Export CSV
          </Button>
          <Button variant="brand" onClick={() => setDialog({ kind: 'create' })}>
            Create User
          </Button>
        </div>
      </div>

      <UserFilters values={view.filters} onChange={view.changeFilters} />

      {view.selected.size > 0 && (
        <BulkActionBar
          count={view.selected.size}
          exporting={exporting}
          onDisable={() => setDialog({ kind: 'bulk', disable: true })}
          onEnable={() => setDialog({ kind: 'bulk', disable: false })}
          onExport={() => download([...view.selected])}
          onClear={view.clearSelection}
        />
      )}

      <UsersList view={view} onAction={setDialog} />

      {view.list.data && (
        <Pager
          page={view.page}
          pageSize={view.list.data.page_size}
          total={view.list.data.total}
          label="User pages"
          onPage={view.changePage}
        />
      )}

      {dialog && (
        <UserDialog dialog={dialog} view={view} notify={notify} open={setDialog} close={close} />
      )}
    </section>
  );
}
