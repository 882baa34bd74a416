import { TIER_NAMES, type AdminUserRow } from '@codeflow/contracts';
import { useEffect, useRef, type ReactNode } from 'react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { planBadgeClasses } from '../../components/ui/badgeClasses';
import { ROLE_NAMES } from './adminOptions';
import { daysLeftCell, type DaysLeftTone } from './daysLeftCell';
import { formatDay, formatLastLogin } from './formatDate';
import { SortHeader, type UserSort } from './SortHeader';

export type UserAction = 'password' | 'role' | 'subscription' | 'toggle' | 'delete' | 'flowcharts';

const DAYS_TONES: Readonly<Record<DaysLeftTone, string>> = {
  normal: 'text-gray-900',
  urgent: 'font-semibold text-red-600',
  expired: 'font-semibold text-red-700',
  none: 'text-gray-400',
};

/** Admin rows cannot be disabled, deleted or selected (docs/product.md#roles-and-plans). */
export function isProtectedRow(row: AdminUserRow): boolean {
  return row.role === 'admin';
}

/**
 * The user table of docs/product.md#super-admin-screen: a checkbox per non-admin row and a
 * select-all for the page, which drive the bulk actions.
 */
export function UsersTable({
  rows,
  selected,
  onToggleRow,
  onToggleAll,
  sort,
  onSort,
  onAction,
}: {
  rows: readonly AdminUserRow[];
  selected: ReadonlySet<string>;
  onToggleRow: (id: string) => void;
  onToggleAll: (select: boolean) => void;
  sort: UserSort;
  onSort: (sort: UserSort) => void;
  onAction: (action: UserAction, row: AdminUserRow) => void;
}) {
  const selectable = rows.filter((r) => !isProtectedRow(r));
  const chosen = selectable.filter((r) => selected.has(r.id)).length;
  const all = selectable.length > 0 && chosen === selectable.length;
  const some = chosen > 0 && !all;
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = some;
  }, [some]);

  const header =
    'px-2 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-gray-600 uppercase';
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-gray-200 text-sm" data-testid="users-table">
        <caption className="sr-only">Users</caption>
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className="w-10 px-2 py-2">
              <input
                ref={selectAll}
                type="checkbox"
                aria-label="Select all users on this page"
                checked={all}
                disabled={selectable.length === 0}
                onChange={(e) => onToggleAll(e.target.checked)}
                className="size-4 accent-indigo-600"
              />
            </th>
            <SortHeader
              label="User"
              column="full_name"
              sort={sort}
              onSort={onSort}
              className={header}
            />
            <th scope="col" className={header}>
              Role
            </th>
            <th scope="col" className={header}>
              Subscription
            </th>
            <SortHeader
              label="Days Left"
              column="days_left"
              sort={sort}
              onSort={onSort}
              className={header}
            />
            <SortHeader
              label="Flowcharts"
              column="flowchart_count"
              sort={sort}
              onSort={onSort}
              className={header}
            />
            <SortHeader
              label="Last Login"
              column="last_login"
              sort={sort}
              onSort={onSort}
              className={header}
            />
            <th scope="col" className={header}>
              Time Spent
            </th>
            <th scope="col" className={header}>
              Status
            </th>
            <th scope="col" className={header}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((row) => (
            <UserRow
              key={row.id}
              row={row}
              checked={selected.has(row.id)}
              onToggle={() => onToggleRow(row.id)}
              onAction={(action) => onAction(action, row)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function UserRow({
  row,
  checked,
  onToggle,
  onAction,
}: {
  row: AdminUserRow;
  checked: boolean;
  onToggle: () => void;
  onAction: (action: UserAction) => void;
}) {
  const name = row.full_name || row.email;
  const days = daysLeftCell(row.days_left);
  const locked = isProtectedRow(row);
  return (
    <tr
      data-testid="user-row"
      data-user-email={row.email}
      className={checked ? 'bg-indigo-50' : undefined}
    >
      <td className="px-2 py-2">
        {!locked && (
          <input
            type="checkbox"
            aria-label={`Select ${name}`}
            checked={checked}
            onChange={onToggle}
            className="size-4 accent-indigo-600"
          />
        )}
      </td>
      <td className="px-2 py-2">
        <div className="font-medium text-gray-900">{row.full_name || '—'}</div>
        <div className="text-gray-600">{row.email}</div>
        <div className="text-xs text-gray-500">Joined {formatDay(row.created_at)}</div>
      </td>
      <td className="px-2 py-2 whitespace-nowrap">
        <EditCellButton label={`Change role of ${name}`} onClick={() => onAction('role')}>
          {row.role === 'admin' ? (
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
          )}
        </EditCellButton>
      </td>
      <td className="px-2 py-2 whitespace-nowrap">
        <EditCellButton
          label={`Change subscription of ${name}`}
          onClick={() => onAction('subscription')}
        >
          <Badge
            colors={planBadgeClasses(row.subscription_tier)}
            className="ring-1"
            data-testid="user-tier"
          >
            {TIER_NAMES[row.subscription_tier]}
          </Badge>
        </EditCellButton>
      </td>
      <td
        className={`px-2 py-2 whitespace-nowrap ${DAYS_TONES[days.tone]}`}
        data-testid="user-days-left"
      >
        {days.text}
      </td>
      <td className="px-2 py-2 text-center">
        <Button
          variant="link"
          onClick={() => onAction('flowcharts')}
          aria-label={`${row.flowchart_count} flowcharts of ${name}: show the list`}
          data-testid="user-flowchart-count"
        >
          {row.flowchart_count}
        </Button>
      </td>
      <td
        className="px-2 py-2 whitespace-nowrap text-gray-700"
        title={formatLastLogin(row.last_login)}
      >
        {row.last_login ? formatDay(row.last_login) : 'Never'}
      </td>
      <td className="px-2 py-2 whitespace-nowrap text-gray-700">
        {row.total_time_spent_formatted}
      </td>
      <td className="px-2 py-2" data-testid="user-status">
        {row.disabled ? (
          <Badge colors="bg-gray-200 text-gray-800 ring-gray-400" className="ring-1">
            Disabled
          </Badge>
        ) : (
          <Badge colors="bg-green-100 text-green-800 ring-green-300" className="ring-1">
            Active
          </Badge>
        )}
      </td>
      <td className="px-2 py-2">
        <div
          className="flex gap-1 whitespace-nowrap"
          role="group"
          aria-label={`Actions for ${name}`}
        >
          <Button size="sm" onClick={() => onAction('password')}>
            Password
          </Button>
          {!locked && (
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
      </td>
    </tr>
  );
}

/**
 * The role and subscription cells are buttons: the value with a pencil, opening its change
 * dialog. The accessible name says what it changes; the value stays readable inside.
 */
function EditCellButton({
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
