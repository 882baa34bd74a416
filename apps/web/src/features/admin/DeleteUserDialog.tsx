import type { AdminUserRow } from '@codeflow/contracts';
import { AdminActionDialog } from './AdminActionDialog';

/** Delete User confirmation (docs/product.md#super-admin-screen): the admin password confirms it. */
export function DeleteUserDialog({
  user,
  onSubmit,
  onClose,
}: {
  user: AdminUserRow;
  onSubmit: (adminPassword: string) => Promise<void>;
  onClose: () => void;
}) {
  return (
    <AdminActionDialog
      title="Delete User"
      tone="danger"
      description={
        <>
          <p>
            Delete <strong>{user.full_name || user.email}</strong> ({user.email})?
          </p>
          <p className="mt-2 font-medium text-red-700">
            All of this user&apos;s flowcharts ({user.flowchart_count}) are deleted with the
            account. This cannot be undone.
          </p>
        </>
      }
      submitLabel="Delete user"
      busyLabel="Deleting…"
      onSubmit={onSubmit}
      onClose={onClose}
      testId="delete-user-dialog"
    />
  );
}
