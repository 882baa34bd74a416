import { TIER_NAMES, type AdminUserRow } from '@codeflow/contracts';
import { useId, type ReactNode } from 'react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { planBadgeClasses } from '../../components/ui/badgeClasses';
import { ROLE_NAMES } from './adminOptions';

export type UserAction = 'password' | 'role' | 'subscription' | 'toggle' | 'delete' | 'flowcharts';

/** Admin rows cannot be disabled, deleted or selected (docs/product.md#roles-and-plans). */
export function isProtectedRow(row: AdminUserRow): boolean {
  return row.role === 'admin';
}

/**
 * Another admin's account is theirs (decision 034): no admin changes its password, role, plan
 * or status. `selfId` is the signed-in admin's id.
 */
export function isOtherAdmin(row: AdminUserRow, selfId: string | undefined): boolean {
  return row.role === 'admin' && row.id !== selfId;
}

/** Why another admin's row offers no actions, shown in the row. */
export const OTHER_ADMIN_NOTE = 'Another admin: only they can change this account.';

export function rowName(row: AdminUserRow): string {
  return row.full_name || row.email;
}

/**
 * The role and subscription cells are buttons: the value with a pencil, opening its change
 * dialog. The accessible name says what it changes; the value stays readable inside.
 */
export function EditCellButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      onClick={onClick}
      className="group inline-flex items-center gap-1.5 rounded px-1 py-0.5 text-gray-900 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none"
    >
      {children}
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="size-3.5 text-gray-400 group-hover:text-gray-700"
        fill="currentColor"
      >
        <path d="M13.6 2.6a2 2 0 0 1 2.8 2.8l-9 9-3.8 1 1-3.8 9-9Z" />
      </svg>
    </button>
  );
}

function RoleValue({ row }: { row: AdminUserRow }) {
  return row.role === 'admin' ? (
    <Badge
      colors="bg-red-100 text-red-800 ring-red-300"
      shape="tag"
      className="ring-1"
      data-testid="user-role"
    >
      ADMIN
    </Badge>
  ) : (
    <span data-testid="user-role">{ROLE_NAMES[row.role]}</span>
  );
}

/** A value another admin's row shows without its pencil: nobody else may change it. */
function ReadOnlyValue({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex px-1 py-0.5" title={OTHER_ADMIN_NOTE}>
      {children}
    </span>
  );
}

export function RoleCell({
  row,
  editable,
  onEdit,
}: {
  row: AdminUserRow;
  editable: boolean;
  onEdit: () => void;
}) {
  if (!editable)
    return (
      <ReadOnlyValue>
        <RoleValue row={row} />
      </ReadOnlyValue>
    );
  return (
    <EditCellButton label={`Change role of ${rowName(row)}`} onClick={onEdit}>
      <RoleValue row={row} />
    </EditCellButton>
  );
}

export function TierCell({
  row,
  editable,
  onEdit,
}: {
  row: AdminUserRow;
  editable: boolean;
  onEdit: () => void;
}) {
  const badge = (
    <Badge
      colors={planBadgeClasses(row.subscription_tier)}
      className="ring-1"
      data-testid="user-tier"
    >
      {TIER_NAMES[row.subscription_tier]}
    </Badge>
  );
  if (!editable) return <ReadOnlyValue>{badge}</ReadOnlyValue>;
  return (
    <EditCellButton label={`Change subscription of ${rowName(row)}`} onClick={onEdit}>
      {badge}
    </EditCellButton>
  );
}

export function StatusBadge({ disabled }: { disabled: boolean }) {
  return disabled ? (
    <Badge colors="bg-gray-200 text-gray-800 ring-gray-400" className="ring-1">
      Disabled
    </Badge>
  ) : (
    <Badge colors="bg-green-100 text-green-800 ring-green-300" className="ring-1">
      Active
    </Badge>
  );
}

export function RowActions({
  row,
  selfId,
  onAction,
}: {
  row: AdminUserRow;
  selfId: string | undefined;
  onAction: (action: UserAction) => void;
}) {
  const noteId = useId();
  if (isOtherAdmin(row, selfId)) {
    return (
      <div
        className="flex items-center gap-2 whitespace-nowrap"
        role="group"
        aria-label={`Actions for ${rowName(row)}`}
      >
        <Button size="sm" disabled aria-describedby={noteId}>
          Password
        </Button>
        <span id={noteId} className="text-xs text-gray-600" data-testid="other-admin-note">
          {OTHER_ADMIN_NOTE}
        </span>
      </div>
    );
  }
  return (
    <div
      className="flex gap-1 whitespace-nowrap"
      role="group"
      aria-label={`Actions for ${rowName(row)}`}
    >
      <Button size="sm" onClick={() => onAction('password')}>
        Password
      </Button>
      {!isProtectedRow(row) && (
        <>
          <Button
            size="sm"
            variant={row.disabled ? 'secondary' : 'dangerOutline'}
            onClick={() => onAction('toggle')}
          >
            {row.disabled ? 'Enable' : 'Disable'}
          </Button>
          <Button size="sm" variant="danger" onClick={() => onAction('delete')}>
            Delete
          </Button>
        </>
      )}
    </div>
  );
}
