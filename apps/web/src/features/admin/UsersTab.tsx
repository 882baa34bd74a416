import { ADMIN_PAGE_SIZE_DEFAULT, type AdminUserRow } from '@codeflow/contracts';
import { useMemo, useState } from 'react';
import {
  changeUserPassword,
  changeUserRole,
  changeUserSubscription,
  createAdminUser,
  deleteAdminUser,
  exportAdminUsers,
  toggleUserStatus,
  setUsersDisabled,
  type AdminUsersQuery,
} from '../../api/admin';
import { Button } from '../../components/ui/Button';
import { downloadBlob } from '../../lib/downloadBlob';
import { AdminPasswordDialog } from './AdminPasswordDialog';
import { ADMIN_MESSAGES, passwordChangedMessage } from './adminMessages';
import { BulkActionBar } from './BulkActionBar';
import { ChangeRoleDialog } from './ChangeRoleDialog';
import { ChangeSubscriptionDialog } from './ChangeSubscriptionDialog';
import { CreateUserDialog } from './CreateUserDialog';
import { DeleteUserDialog } from './DeleteUserDialog';
import { errorText } from './errorText';
import { Pager } from './Pager';
import { SetPasswordDialog } from './SetPasswordDialog';
import type { UserSort } from './SortHeader';
import { useAdminUsers } from './useAdminUsers';
import { useAdminNotifier } from './AdminNotifierContext';
import { useDebounced } from './useDebounced';
import { UserFilters, type UserFilterValues } from './UserFilters';
import { UserFlowchartsDialog } from './UserFlowchartsDialog';
import { UsersTable, type UserAction } from './UsersTable';

type OpenDialog =
  | { kind: 'create' }
  | { kind: Exclude<UserAction, 'password'>; row: AdminUserRow }
  | { kind: 'password'; row: AdminUserRow }
  | { kind: 'new-password'; row: AdminUserRow; adminPassword: string }
  | { kind: 'bulk'; disable: boolean }
  | null;

const NO_FILTERS: UserFilterValues = { search: '', role: '', tier: '', status: '' };

function rowName(row: AdminUserRow): string {
  return row.full_name || row.email;
}

/** User Management (docs/product.md#super-admin-screen). */
export function UsersTab() {
  const notify = useAdminNotifier();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [sort, setSort] = useState<UserSort>({ column: 'created_at', order: 'desc' });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [exporting, setExporting] = useState(false);
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
  const { list, updateRow, removeRow, addRowOnTop, reload } = useAdminUsers(query);
  const rows = list.data?.items ?? [];

  // What is selected must be on screen: a new page, filter or order starts a new selection.
  const resetView = () => {
    setPage(1);
    setSelected(new Set());
  };

  const close = () => setDialog(null);

  const toggleRow = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = (select: boolean) =>
    setSelected(
      select ? new Set(rows.filter((r) => r.role !== 'admin').map((r) => r.id)) : new Set(),
    );

  const download = async (ids?: string[]) => {
    setExporting(true);
    try {
      const csv = await exportAdminUsers({
        ...(ids
          ? { ids: ids.join(',') }
          : {
              search: query.search,
              role: query.role,
              tier: query.tier,
              status: query.status,
            }),
        sort: query.sort,
        order: query.order,
      });
      downloadBlob(
        new Blob([csv], { type: 'text/csv;charset=utf-8' }),
        `users-${new Date().toISOString().slice(0, 10)}.csv`,
      );
    } catch (e) {
      notify.error(errorText(e, ADMIN_MESSAGES.exportFailed));
    } finally {
      setExporting(false);
    }
  };

  const onAction = (action: UserAction, row: AdminUserRow) => setDialog({ kind: action, row });

  return (
    <section aria-labelledby="users-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="users-heading" className="text-xl font-semibold text-gray-900">
          User Management
        </h2>
        <div className="flex gap-2">
          <Button onClick={() => void download()} busy={exporting}>
            Export CSV
          </Button>
          <Button variant="brand" onClick={() => setDialog({ kind: 'create' })}>
            Create User
          </Button>
        </div>
      </div>

      <UserFilters
        values={filters}
        onChange={(values) => {
          setFilters(values);
          resetView();
        }}
      />

      {selected.size > 0 && (
        <BulkActionBar
          count={selected.size}
          exporting={exporting}
          onDisable={() => setDialog({ kind: 'bulk', disable: true })}
          onEnable={() => setDialog({ kind: 'bulk', disable: false })}
          onExport={() => void download([...selected])}
          onClear={() => setSelected(new Set())}
        />
      )}

      {list.isPending ? (
        <div
          role="status"
          className="rounded-lg border border-gray-200 bg-white p-8 text-center text-gray-600"
        >
          Loading users…
        </div>
      ) : list.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-4"
        >
          <p className="text-red-800">{errorText(list.error, ADMIN_MESSAGES.loadUsersFailed)}</p>
          <Button onClick={() => void list.refetch()}>Retry</Button>
        </div>
      ) : rows.length === 0 ? (
        <div
          className="rounded-lg border-2 border-dashed border-gray-300 p-10 text-center text-gray-600"
          data-testid="users-empty"
        >
          No users match these filters.
        </div>
      ) : (
        <UsersTable
          rows={rows}
          selected={selected}
          onToggleRow={toggleRow}
          onToggleAll={toggleAll}
          sort={sort}
          onSort={(next) => {
            setSort(next);
            resetView();
          }}
          onAction={onAction}
        />
      )}

      {list.data && (
        <Pager
          page={page}
          pageSize={list.data.page_size}
          total={list.data.total}
          label="User pages"
          onPage={(next) => {
            setPage(next);
            setSelected(new Set());
          }}
        />
      )}

      {dialog?.kind === 'create' && (
        <CreateUserDialog
          onClose={close}
          onSubmit={async (input, adminPassword) => {
            const row = await createAdminUser(input, adminPassword);
            addRowOnTop(row);
            close();
            notify.success(ADMIN_MESSAGES.userCreated);
          }}
        />
      )}
      {dialog?.kind === 'flowcharts' && <UserFlowchartsDialog user={dialog.row} onClose={close} />}
      {dialog?.kind === 'password' && (
        <AdminPasswordDialog
          action={
            <>
              Change the password of <strong>{rowName(dialog.row)}</strong>.
            </>
          }
          submitLabel="Continue"
          onClose={close}
          // The server checks the admin password with the new one: step two sends both.
          onSubmit={(adminPassword) => {
            setDialog({ kind: 'new-password', row: dialog.row, adminPassword });
            return Promise.resolve();
          }}
        />
      )}
      {dialog?.kind === 'new-password' && (
        <SetPasswordDialog
          userName={rowName(dialog.row)}
          onClose={close}
          onSubmit={async (newPassword) => {
            await changeUserPassword(dialog.row.id, newPassword, dialog.adminPassword);
            close();
            notify.success(passwordChangedMessage(rowName(dialog.row)));
          }}
        />
      )}
      {dialog?.kind === 'role' && (
        <ChangeRoleDialog
          user={dialog.row}
          onClose={close}
          onSubmit={async (role, adminPassword) => {
            const answer = await changeUserRole(dialog.row.id, role, adminPassword);
            updateRow(dialog.row.id, { role });
            close();
            notify.success(answer.message);
          }}
        />
      )}
      {dialog?.kind === 'subscription' && (
        <ChangeSubscriptionDialog
          user={dialog.row}
          onClose={close}
          onSubmit={async (tier, expiryDays, adminPassword) => {
            const answer = await changeUserSubscription(
              dialog.row.id,
              tier,
              adminPassword,
              expiryDays,
            );
            updateRow(dialog.row.id, { subscription_tier: tier });
            // days left follow from the new tier's expiry, which only the server knows
            void reload();
            close();
            notify.success(answer.message);
          }}
        />
      )}
      {dialog?.kind === 'toggle' && (
        <AdminPasswordDialog
          action={
            <>
              {dialog.row.disabled ? 'Enable' : 'Disable'} the account of{' '}
              <strong>{rowName(dialog.row)}</strong>
              {dialog.row.disabled ? '.' : ': they are signed out at once.'}
            </>
          }
          submitLabel={dialog.row.disabled ? 'Enable user' : 'Disable user'}
          tone={dialog.row.disabled ? 'primary' : 'danger'}
          onClose={close}
          onSubmit={async (adminPassword) => {
            const answer = await toggleUserStatus(dialog.row.id, adminPassword);
            updateRow(dialog.row.id, { disabled: answer.disabled });
            close();
            notify.success(answer.message);
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteUserDialog
          user={dialog.row}
          onClose={close}
          onSubmit={async (adminPassword) => {
            const answer = await deleteAdminUser(dialog.row.id, adminPassword);
            removeRow(dialog.row.id);
            setSelected((prev) => {
              const next = new Set(prev);
              next.delete(dialog.row.id);
              return next;
            });
            close();
            notify.success(answer.message);
          }}
        />
      )}
      {dialog?.kind === 'bulk' && (
        <AdminPasswordDialog
          action={
            <>
              {dialog.disable ? 'Disable' : 'Enable'} {selected.size} selected{' '}
              {selected.size === 1 ? 'user' : 'users'}.
            </>
          }
          submitLabel={dialog.disable ? 'Disable users' : 'Enable users'}
          tone={dialog.disable ? 'danger' : 'primary'}
          onClose={close}
          onSubmit={async (adminPassword) => {
            const ids = [...selected];
            const answer = await setUsersDisabled(ids, dialog.disable, adminPassword);
            for (const id of ids) updateRow(id, { disabled: dialog.disable });
            setSelected(new Set());
            close();
            notify.success(answer.message);
          }}
        />
      )}
    </section>
  );
}
