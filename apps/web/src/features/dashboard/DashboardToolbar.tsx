import { SORT_OPTIONS, isSortOrder, type SortOrder } from './listView';

const controlClass =
  'rounded border border-gray-300 bg-white px-2 py-1.5 text-sm focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none';

/** Search and sort above the cards (docs/product.md#dashboard). */
export function DashboardToolbar({
  query,
  onQuery,
  sort,
  onSort,
  shown,
  total,
}: {
  query: string;
  onQuery: (query: string) => void;
  sort: SortOrder;
  onSort: (sort: SortOrder) => void;
  shown: number;
  total: number;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3" role="search">
      <label htmlFor="flowchart-search" className="sr-only">
        Search flowcharts
      </label>
      <input
        id="flowchart-search"
        type="search"
        placeholder="Search by title or language"
        className={`${controlClass} min-w-56 flex-1`}
        value={query}
        onChange={(e) => onQuery(e.target.value)}
      />
      <label htmlFor="flowchart-sort" className="text-sm text-gray-600">
        Sort by
      </label>
      <select
        id="flowchart-sort"
        className={controlClass}
        value={sort}
        onChange={(e) => {
          if (isSortOrder(e.target.value)) onSort(e.target.value);
        }}
      >
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <span className="text-sm text-gray-500" aria-live="polite" data-testid="search-count">
        {query.trim() ? `${shown} of ${total}` : ''}
      </span>
    </div>
  );
}
