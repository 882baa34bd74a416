import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { DataTable, type DataColumn } from './DataTable';
import { Pager } from './Pager';
import { ariaSort, SortButton, type SortState } from './SortButton';

interface Item {
  id: string;
  name: string;
  size: number;
}

const ITEMS: Item[] = [
  { id: 'a', name: 'Alpha', size: 3 },
  { id: 'b', name: 'Beta', size: 1 },
];

function SortableTable() {
  const [sort, setSort] = useState<SortState<'name' | 'size'>>({ column: 'size', order: 'desc' });
  const columns: DataColumn<Item>[] = [
    { id: 'name', header: 'Name', cell: (item) => item.name },
    {
      id: 'size',
      header: <SortButton label="Size" column="size" sort={sort} onSort={setSort} />,
      ariaSort: ariaSort(sort, 'size'),
      cell: (item) => item.size,
      cellProps: (item) => ({ 'data-testid': `size-${item.id}`, className: 'text-right' }),
    },
  ];
  return (
    <DataTable
      caption="Items"
      testId="items"
      columns={columns}
      rows={ITEMS}
      rowKey={(item) => item.id}
      rowProps={(item) => ({ 'data-item': item.id })}
    />
  );
}

it('renders a captioned table: a header per column, a row per item, with their attributes', async () => {
  const user = userEvent.setup();
  render(<SortableTable />);
  const table = screen.getByRole('table', { name: 'Items' });
  expect(table).toHaveAttribute('data-testid', 'items');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Name', 'Size▼']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((r) => r.getAttribute('data-item'))).toEqual(['a', 'b']);
  expect(screen.getByTestId('size-b')).toHaveTextContent('1');
  expect(screen.getByTestId('size-b')).toHaveClass('text-right');

  const size = screen.getByRole('columnheader', { name: /Size/ });
  expect(size).toHaveAttribute('aria-sort', 'descending');
  await user.click(within(size).getByRole('button'));
  expect(size).toHaveAttribute('aria-sort', 'ascending');
  expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
});

it('pages: the range shown, Previous disabled on the first page and Next on the last', async () => {
  const user = userEvent.setup();
  const onPage = vi.fn();
  const { rerender } = render(
    <Pager page={1} pageSize={25} total={60} onPage={onPage} label="Item pages" />,
  );
  const nav = screen.getByRole('navigation', { name: 'Item pages' });
  expect(within(nav).getByTestId('pager-summary')).toHaveTextContent('Showing 1–25 of 60');
  expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
  await user.click(within(nav).getByRole('button', { name: 'Next' }));
  expect(onPage).toHaveBeenCalledWith(2);

  rerender(<Pager page={3} pageSize={25} total={60} onPage={onPage} label="Item pages" />);
  expect(screen.getByTestId('pager-summary')).toHaveTextContent('Showing 51–60 of 60');
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
});

it('says so when there is nothing to page through', () => {
  render(<Pager page={1} pageSize={25} total={0} onPage={() => undefined} label="Empty" />);
  expect(screen.getByTestId('pager-summary')).toHaveTextContent('No results');
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});
