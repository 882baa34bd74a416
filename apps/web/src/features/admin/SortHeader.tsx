import type { ADMIN_USER_SORTS } from '@codeflow/contracts';

export interface UserSort {
  column: (typeof ADMIN_USER_SORTS)[number];
  order: 'asc' | 'desc';
}

/** A column header that sorts the list on the server; a second click reverses the order. */
export function SortHeader({
  label,
  column,
  sort,
  onSort,
  className,
}: {
  label: string;
  column: UserSort['column'];
  sort: UserSort;
  onSort: (sort: UserSort) => void;
  className?: string;
}) {
  const active = sort.column === column;
  const next: UserSort = {
    column,
    order: active && sort.order === 'desc' ? 'asc' : 'desc',
  };
  return (
    <th
      scope="col"
      className={className}
      aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        onClick={() => onSort(next)}
        className="inline-flex items-center gap-1 uppercase hover:text-gray-900 focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none"
      >
        {label}
        <span aria-hidden="true" className={active ? 'text-gray-900' : 'text-gray-300'}>
          {active && sort.order === 'asc' ? '▲' : '▼'}
        </span>
      </button>
    </th>
  );
}
