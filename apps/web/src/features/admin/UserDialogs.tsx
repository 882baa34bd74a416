import type { AdminUserRow } from '@codeflow/contracts';
import {
  changeUserPassword,
  changeUserRole,
  changeUserSubscription,
  createAdminUser,
  deleteAdminUser,
  setUsersDisabled,
  toggleUserStatus,
} from '../../api/admin';
import { AdminPasswordDialog } from './AdminPasswordDialog';
import { ADMIN_MESSAGES, passwordChangedMessage } from './adminMessages';
import { ChangeRoleDialog } from './ChangeRoleDialog';
import { ChangeSubscriptionDialog } from './ChangeSubscriptionDialog';
import { CreateUserDialog } from './CreateUserDialog';
import { DeleteUserDialog } from './DeleteUserDialog';
import { SetPasswordDialog } from './SetPasswordDialog';
import type { AdminNotifier } from './useAdminNotice';
import { rowName, type UserAction } from './UserCells';
import { UserFlowchartsDialog } from './UserFlowchartsDialog';
import type { UserListView } from './useUserListView';

/** The dialog open on User Management, if any. */
export type OpenUserDialog =
  | { kind: 'create' }
  | { kind: Exclude<UserAction, 'password'>; row: AdminUserRow }
  | { kind: 'password'; row: AdminUserRow }
  | { kind: 'new-password'; row: AdminUserRow; adminPassword: string }
  | { kind: 'bulk'; disable: boolean };

interface UserDialogProps {
  view: UserListView;
  notify: AdminNotifier;
  open: (dialog: OpenUserDialog) => void;
  close: () => void;
}

/** Enable or disable one account: the admin password confirms it. */
function ToggleUserDialog({ row, view, notify, close }: UserDialogProps & { row: AdminUserRow }) {
  return (
    <AdminPasswordDialog
      action={
        <>
          {row.disabled ? 'Enable' : 'Disable'} the account of <strong>{rowName(row)}</strong>
          {row.disabled ? '.' : ': they are signed out at once.'}
        </>
      }
      submitLabel={row.disabled ? 'Enable user' : 'Disable user'}
      tone={row.disabled ? 'primary' : 'danger'}
      onClose={close}
      onSubmit={async (adminPassword) => {
        const answer = await toggleUserStatus(row.id, adminPassword);
        view.updateRow(row.id, { disabled: answer.disabled });
        close();
        notify.success(answer.message);
      }}
    />
  );
}

/** Enable or disable every selected account at once. */
function BulkStatusDialog({
  disable,
  view,
  notify,
  close,
}: UserDialogProps & { disable: boolean }) {
  const count = view.selected.size;
  return (
    <AdminPasswordDialog
      action={
        <>
          {disable ? 'Disable' : 'Enable'} {count} selected {count === 1 ? 'user' : 'users'}.
        </>
      }
      submitLabel={disable ? 'Disable users' : 'Enable users'}
      tone={disable ? 'danger' : 'primary'}
      onClose={close}
      onSubmit={async (adminPassword) => {
        const ids = [...view.selected];
        const answer = await setUsersDisabled(ids, disable, adminPassword);
        for (const id of ids) view.updateRow(id, { disabled: disable });
        view.clearSelection();
        close();
        notify.success(answer.message);
      }}
    />
  );
}

/** The password change's two steps: the admin's password, then the user's new one. */
function PasswordStep({ row, open, close }: UserDialogProps & { row: AdminUserRow }) {
  return (
    <AdminPasswordDialog
      action={
        <>
          Change the password of <strong>{rowName(row)}</strong>.
        </>
      }
      submitLabel="Continue"
      onClose={close}
      // The server checks the admin password with the new one: step two sends both.
      onSubmit={(adminPassword) => {
        open({ kind: 'new-password', row, adminPassword });
        return Promise.resolve();
      }}
    />
  );
}

/** The dialog `dialog` names, wired to its call and to the list's in-place update. */
export function UserDialog({ dialog, ...props }: UserDialogProps & { dialog: OpenUserDialog }) {
  const { view, notify, close } = props;
  switch (dialog.kind) {
    case 'create':
      return (
        <CreateUserDialog
          onClose={close}
          onSubmit={async (input, adminPassword) => {
            view.addRowOnTop(await createAdminUser(input, adminPassword));
            close();
            notify.success(ADMIN_MESSAGES.userCreated);
          }}
        />
      );
    case 'flowcharts':
      return <UserFlowchartsDialog user={dialog.row} onClose={close} />;
    case 'password':
      return <PasswordStep {...props} row={dialog.row} />;
    case 'new-password':
      return (
        <SetPasswordDialog
          userName={rowName(dialog.row)}
          onClose={close}
          onSubmit={async (newPassword) => {
            await changeUserPassword(dialog.row.id, newPassword, dialog.adminPassword);
            close();
            notify.success(passwordChangedMessage(rowName(dialog.row)));
          }}
        />
      );
    case 'role':
      return (
        <ChangeRoleDialog
          user={dialog.row}
          onClose={close}
          onSubmit={async (role, adminPassword) => {
            const answer = await changeUserRole(dialog.row.id, role, adminPassword);
            view.updateRow(dialog.row.id, { role });
            close();
            notify.success(answer.message);
          }}
        />
      );
    case 'subscription':
      return (
        <ChangeSubscriptionDialog
          user={dialog.row}
          onClose={close}
          onSubmit={async (tier, expiryDays, adminPassword) => {
            const { row } = dialog;
            const answer = await changeUserSubscription(row.id, tier, adminPassword, expiryDays);
            view.updateRow(row.id, { subscription_tier: tier });
            // days left follow from the new tier's expiry, which only the server knows
            void view.reload();
            close();
            notify.success(answer.message);
          }}
        />
      );
    case 'toggle':
      return <ToggleUserDialog {...props} row={dialog.row} />;
    case 'delete':
      return (
        <DeleteUserDialog
          user={dialog.row}
          onClose={close}
          onSubmit={async (adminPassword) => {
            const answer = await deleteAdminUser(dialog.row.id, adminPassword);
            view.removeRow(dialog.row.id);
            view.unselect(dialog.row.id);
            close();
            notify.success(answer.message);
          }}
        />
      );
    case 'bulk':
      return <BulkStatusDialog {...props} disable={dialog.disable} />;
  }
}
