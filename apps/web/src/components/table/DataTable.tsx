import type { AriaAttributes, HTMLAttributes, ReactNode, TdHTMLAttributes } from 'react';

export interface DataColumn<Row> {
  id: string;
  /** The header cell's content: its text, or a control (a sort button, a select-all box). */
  header: ReactNode;
  headerClassName?: string;
  /** Set on a sortable column's header cell. */
  ariaSort?: AriaAttributes['aria-sort'];
  cell: (row: Row) => ReactNode;
  /** Classes and attributes of the column's cells (a test id, a title). */
  cellProps?: (row: Row) => DataCellProps;
}

/** Attributes a cell's <td> may carry: its classes (replacing the padding), title, data-*. */
export type DataCellProps = TdHTMLAttributes<HTMLTableCellElement> &
  Record<`data-${string}`, string>;

/** Attributes a row's <tr> may carry: its test id and data-* attributes, its classes. */
export type DataRowProps = HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string>;

const HEADER = 'px-2 py-2 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase';

/**
 * The admin screens' table: a bordered, horizontally scrolling table with a caption for screen
 * readers, one header row from `columns` and a row per item. Loading, error and empty states
 * stay with the screen, which knows their texts.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowProps,
  testId,
}: {
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowProps?: (row: Row) => DataRowProps;
  testId?: string;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-gray-200 text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50">
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                aria-sort={column.ariaSort}
                className={column.headerClassName ?? `${HEADER} whitespace-nowrap`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column) => (
                <td key={column.id} className="px-2 py-2" {...column.cellProps?.(row)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
