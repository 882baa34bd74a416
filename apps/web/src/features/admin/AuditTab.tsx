import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@codeflow/contracts';
import { DataTable, type DataColumn } from '../../components/table/DataTable';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { listAuditEntries, type AuditListQuery } from '../../api/audit';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { ADMIN_AUDIT_KEY } from './adminQueryKeys';
import { ADMIN_MESSAGES } from './adminMessages';
import { AUDIT_ACTION_NAMES, auditSummary } from './auditSummary';
import { errorText } from './errorText';
import { formatLastLogin } from './formatDate';
import { LabelledSelect } from './LabelledSelect';
import { Pager } from '../../components/table/Pager';
import { useDebounced } from './useDebounced';

const PAGE_SIZE = 50;
const CELL = 'px-3 py-2 align-top';
const HEADER = `${CELL} text-left text-xs font-semibold tracking-wide text-gray-600 uppercase`;

function column(
  id: string,
  header: string,
  cellClass: string,
  cell: (entry: AuditEntry) => ReactNode,
): DataColumn<AuditEntry> {
  return {
    id,
    header,
    headerClassName: HEADER,
    cell,
    cellProps: () => ({ className: `${CELL} ${cellClass}` }),
  };
}

const AUDIT_COLUMNS = [
  column('when', 'When', 'whitespace-nowrap text-gray-700', (e) => formatLastLogin(e.created_at)),
  column('admin', 'Admin', 'text-gray-900', (e) => e.actor_email),
  column(
    'action',
    'Action',
    'whitespace-nowrap font-medium text-gray-900',
    (e) => AUDIT_ACTION_NAMES[e.action],
  ),
  column('target', 'Target', 'text-gray-700', (e) => e.target_label ?? e.target_id ?? '—'),
  column('change', 'Change', 'text-gray-700', (e) => auditSummary(e.details) || '—'),
  column('ip', 'IP', 'font-mono text-xs text-gray-600', (e) => e.ip ?? '—'),
];
const ACTION_OPTIONS = [
  { value: '' as const, label: 'Any action' },
  ...AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_NAMES[a] })),
];

/** The audit trail: every admin action, newest first, with filters. */
export function AuditTab() {
  const [action, setAction] = useState<AuditAction | ''>('');
  const [searchText, setSearchText] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebounced(searchText.trim(), 300);

  const query = useMemo<AuditListQuery>(
    () => ({
      page,
      page_size: PAGE_SIZE,
      action: action || undefined,
      search: search || undefined,
      from: from || undefined,
      to: to || undefined,
    }),
    [page, action, search, from, to],
  );
  const entries = useQuery({
    queryKey: [...ADMIN_AUDIT_KEY, query],
    queryFn: ({ signal }) => listAuditEntries(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

  const changed =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  return (
    <section aria-labelledby="audit-heading" className="space-y-4">
      <h2 id="audit-heading" className="text-xl font-semibold text-gray-900">
        Audit Trail
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_1fr_1fr]" role="search">
        <Field
          label="Search"
          type="search"
          placeholder="Admin email or target"
          value={searchText}
          onChange={changed(setSearchText)}
          autoComplete="off"
        />
        <LabelledSelect
          label="Action"
          value={action}
          options={ACTION_OPTIONS}
          onChange={changed(setAction)}
        />
        <Field
          label="From"
          type="date"
          value={from}
          max={to || undefined}
          onChange={changed(setFrom)}
        />
        <Field
          label="To"
          type="date"
          value={to}
          min={from || undefined}
          onChange={changed(setTo)}
        />
      </div>

      {entries.isPending ? (
        <p
          role="status"
          className="rounded-lg border border-gray-200 bg-white p-8 text-center text-gray-600"
        >
          Loading the audit trail…
        </p>
      ) : entries.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-4"
        >
          <p className="text-red-800">{errorText(entries.error, ADMIN_MESSAGES.loadAuditFailed)}</p>
          <Button onClick={() => void entries.refetch()}>Retry</Button>
        </div>
      ) : entries.data.items.length === 0 ? (
        <p className="rounded-lg border-2 border-dashed border-gray-300 p-10 text-center text-gray-600">
          No admin actions match these filters.
        </p>
      ) : (
        <DataTable
          caption="Admin actions, newest first"
          testId="audit-table"
          columns={AUDIT_COLUMNS}
          rows={entries.data.items}
          rowKey={(entry) => String(entry.id)}
          rowProps={() => ({ 'data-testid': 'audit-row' })}
        />
      )}
      {entries.data && (
        <Pager
          page={page}
          pageSize={entries.data.page_size}
          total={entries.data.total}
          onPage={setPage}
          label="Audit pages"
        />
      )}
    </section>
  );
}
