import type { UserRole } from '@codeflow/contracts';
import { useState } from 'react';
import type { AdminUserRow } from '@codeflow/contracts';
import { AdminActionDialog } from './AdminActionDialog';
import { ROLE_OPTIONS } from './adminOptions';
import { LabelledSelect } from './LabelledSelect';

/** Change a user's role (docs/product.md#states-and-transitions: the row updates after success). */
export function ChangeRoleDialog({
  user,
  onSubmit,
  onClose,
}: {
  user: AdminUserRow;
  onSubmit: (role: UserRole, adminPassword: string) => Promise<void>;
  onClose: () => void;
}) {
  const [role, setRole] = useState<UserRole>(user.role);
  return (
    <AdminActionDialog
      title="Change Role"
      description={
        <>
          New role for <strong>{user.full_name || user.email}</strong> ({user.email}).
        </>
      }
      submitLabel="Change role"
      busyLabel="Changing…"
      canSubmit={role !== user.role}
      onSubmit={(password) => onSubmit(role, password)}
      onClose={onClose}
      testId="change-role-dialog"
    >
      <LabelledSelect
        label="Role"
        value={role}
        // a team member belongs to an organization: only its owner makes one (the server
        // refuses it here), so the choice is offered only to leave that role
        options={
          user.role === 'team_member'
            ? ROLE_OPTIONS
            : ROLE_OPTIONS.filter((o) => o.value !== 'team_member')
        }
        onChange={setRole}
        autoFocus
      />
      {user.role !== 'team_member' && (
        <p className="mt-2 text-xs text-gray-600" data-testid="team-member-hint">
          Team members are added by an organization&apos;s owner from the Team page.
        </p>
      )}
    </AdminActionDialog>
  );
}
