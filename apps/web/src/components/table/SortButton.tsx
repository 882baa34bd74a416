import type { AriaAttributes } from 'react';

export interface SortState<Column extends string> {
  column: Column;
  order: 'asc' | 'desc';
}

/** The header cell's aria-sort for `column` under `sort`. */
export function ariaSort<Column extends string>(
  sort: SortState<Column>,
  column: Column,
): AriaAttributes['aria-sort'] {
  if (sort.column !== column) return undefined;
  return sort.order === 'asc' ? 'ascending' : 'descending';
}

/** A column header's sort button: the list sorts by it, a second click reverses the order. */
export function SortButton<Column extends string>({
  label,
  column,
  sort,
  onSort,
}: {
  label: string;
  column: Column;
  sort: SortState<Column>;
  onSort: (sort: SortState<Column>) => void;
}) {
  const active = sort.column === column;
  const next: SortState<Column> = {
    column,
    order: active && sort.order === 'desc' ? 'asc' : 'desc',
  };
  return (
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
  );
}
