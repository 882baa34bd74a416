import type { AdminUserRow } from '@codeflow/contracts';
import { useEffect, useRef } from 'react';
import { DataTable, type DataColumn } from '../../components/table/DataTable';
import { ariaSort, SortButton } from '../../components/table/SortButton';
import { Button } from '../../components/ui/Button';
import { daysLeftCell, type DaysLeftTone } from './daysLeftCell';
import { formatDay, formatLastLogin } from './formatDate';
import {
  isOtherAdmin,
  isProtectedRow,
  RoleCell,
  RowActions,
  rowName,
  StatusBadge,
  TierCell,
  type UserAction,
} from './UserCells';
import type { UserSort } from './userSort';

export { isProtectedRow, type UserAction };

const DAYS_TONES: Readonly<Record<DaysLeftTone, string>> = {
  normal: 'text-gray-900',
  urgent: 'font-semibold text-red-600',
  expired: 'font-semibold text-red-700',
  none: 'text-gray-400',
};

interface UsersTableProps {
  rows: readonly AdminUserRow[];
  selected: ReadonlySet<string>;
  onToggleRow: (id: string) => void;
  onToggleAll: (select: boolean) => void;
  sort: UserSort;
  onSort: (sort: UserSort) => void;
  onAction: (action: UserAction, row: AdminUserRow) => void;
  /** the signed-in admin: another admin's row offers no changes (decision 034) */
  selfId: string | undefined;
}

/** The select-all box of the page: checked when every selectable row is, mixed when some are. */
function SelectAll({ rows, selected, onToggleAll }: UsersTableProps) {
  const selectable = rows.filter((r) => !isProtectedRow(r));
  const chosen = selectable.filter((r) => selected.has(r.id)).length;
  const all = selectable.length > 0 && chosen === selectable.length;
  const some = chosen > 0 && !all;
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  }, [some]);
  return (
    <input
      ref={box}
      type="checkbox"
      aria-label="Select all users on this page"
      checked={all}
      disabled={selectable.length === 0}
      onChange={(e) => onToggleAll(e.target.checked)}
      className="size-4 accent-indigo-600"
    />
  );
}

function userColumns(props: UsersTableProps): DataColumn<AdminUserRow>[] {
  const { selected, onToggleRow, sort, onSort, onAction, selfId } = props;
  const sortable = (label: string, column: UserSort['column']) => ({
    header: <SortButton label={label} column={column} sort={sort} onSort={onSort} />,
    ariaSort: ariaSort(sort, column),
  });
  const nowrap = () => ({ className: 'px-2 py-2 whitespace-nowrap' });
  return [
    {
      id: 'select',
      header: <SelectAll {...props} />,
      headerClassName: 'w-10 px-2 py-2',
      cell: (row) =>
        !isProtectedRow(row) && (
          <input
            type="checkbox"
            aria-label={`Select ${rowName(row)}`}
            checked={selected.has(row.id)}
            onChange={() => onToggleRow(row.id)}
            className="size-4 accent-indigo-600"
          />
        ),
    },
    {
      id: 'user',
      ...sortable('User', 'full_name'),
      cell: (row) => (
        <>
          <div className="font-medium text-gray-900">{row.full_name || '—'}</div>
          <div className="text-gray-600">{row.email}</div>
          <div className="text-xs text-gray-500">Joined {formatDay(row.created_at)}</div>
        </>
      ),
    },
    {
      id: 'role',
      header: 'Role',
      cellProps: nowrap,
      cell: (row) => (
        <RoleCell
          row={row}
          editable={!isOtherAdmin(row, selfId)}
          onEdit={() => onAction('role', row)}
        />
      ),
    },
    {
      id: 'subscription',
      header: 'Subscription',
      cellProps: nowrap,
      cell: (row) => (
        <TierCell
          row={row}
          editable={!isOtherAdmin(row, selfId)}
          onEdit={() => onAction('subscription', row)}
        />
      ),
    },
    {
      id: 'days-left',
      ...sortable('Days Left', 'days_left'),
      cellProps: (row) => ({
        className: `px-2 py-2 whitespace-nowrap ${DAYS_TONES[daysLeftCell(row.days_left).tone]}`,
        'data-testid': 'user-days-left',
      }),
      cell: (row) => daysLeftCell(row.days_left).text,
    },
    {
      id: 'flowcharts',
      ...sortable('Flowcharts', 'flowchart_count'),
      cellProps: () => ({ className: 'px-2 py-2 text-center' }),
      cell: (row) => (
        <Button
          variant="link"
          onClick={() => onAction('flowcharts', row)}
          aria-label={`${row.flowchart_count} flowcharts of ${rowName(row)}: show the list`}
          data-testid="user-flowchart-count"
        >
          {row.flowchart_count}
        </Button>
      ),
    },
    {
      id: 'last-login',
      ...sortable('Last Login', 'last_login'),
      cellProps: (row) => ({
        className: 'px-2 py-2 whitespace-nowrap text-gray-700',
        title: formatLastLogin(row.last_login),
      }),
      cell: (row) => (row.last_login ? formatDay(row.last_login) : 'Never'),
    },
    {
      id: 'time-spent',
      header: 'Time Spent',
      cellProps: () => ({ className: 'px-2 py-2 whitespace-nowrap text-gray-700' }),
      cell: (row) => row.total_time_spent_formatted,
    },
    {
      id: 'status',
      header: 'Status',
      cellProps: () => ({ 'data-testid': 'user-status' }),
      cell: (row) => <StatusBadge disabled={row.disabled} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (row) => (
        <RowActions row={row} selfId={selfId} onAction={(action) => onAction(action, row)} />
      ),
    },
  ];
}

/**
 * The user table of docs/product.md#super-admin-screen: a checkbox per non-admin row and a
 * select-all for the page, which drive the bulk actions.
 */
export function UsersTable(props: UsersTableProps) {
  return (
    <DataTable
      caption="Users"
      testId="users-table"
      columns={userColumns(props)}
      rows={props.rows}
      rowKey={(row) => row.id}
      rowProps={(row) => ({
        'data-testid': 'user-row',
        'data-user-email': row.email,
        className: props.selected.has(row.id) ? 'bg-indigo-50' : undefined,
      })}
    />
  );
}
