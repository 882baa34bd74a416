import type { ReactNode } from 'react';

/**
 * The public pages' table of facts (plans, constructs, correctness figures): a bordered region
 * that scrolls sideways on a phone and can be focused to scroll with the keyboard, one header
 * row, and the rows the page gives. The admin screens use DataTable (sorting, paging, selection).
 */
export function FactTable({
  label,
  testId,
  headers,
  children,
}: {
  /** The scrolling region's accessible name. */
  label: string;
  testId?: string;
  headers: ReactNode[];
  /** The body's rows (`<tr>`s). */
  children: ReactNode;
}) {
  return (
    <div
      className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className="min-w-full text-left text-sm" data-testid={testId}>
        <thead className="bg-slate-100 text-slate-900">
          <tr>
            {headers.map((header, i) => (
              <th key={i} scope="col" className="px-4 py-3">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}
