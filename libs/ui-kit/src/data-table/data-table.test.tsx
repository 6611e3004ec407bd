import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatAmount } from '../domain-bridge';
import { DataTable, type DataTableColumn } from './data-table';

interface Row {
  id: string;
  name: string;
  amount: number;
}
const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Name', render: (r) => r.name, isRowHeader: true },
  { key: 'amount', header: 'Amount', render: (r) => formatAmount(r.amount), align: 'end' },
];
const rows: Row[] = [
  { id: 'a', name: 'Somchai', amount: 100 },
  { id: 'b', name: 'Noy', amount: 2500.5 },
];

describe('DataTable', () => {
  it('renders a captioned table with column and row headers', () => {
    render(
      <DataTable
        caption="Invitees"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        page={1}
        pageSize={10}
        total={2}
        onPageChange={() => undefined}
      />,
    );
    const table = screen.getByRole('table', { name: 'Invitees' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Name', 'Amount']);
    expect(within(table).getByRole('rowheader', { name: 'Noy' })).toBeInTheDocument();
    expect(within(table).getByText(formatAmount(2500.5))).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Invitees' })).toHaveAttribute('tabindex', '0');
  });

  it('labels every cell with its column header for the stacked rows of a narrow table', () => {
    const withNodeHeader: DataTableColumn<Row>[] = [
      columns[0]!,
      { ...columns[1]!, header: <abbr title="Amount">Amt</abbr>, label: 'Amount' },
    ];
    render(
      <DataTable
        caption="Invitees"
        columns={withNodeHeader}
        rows={rows}
        rowKey={(r) => r.id}
        page={1}
        pageSize={10}
        total={2}
        onPageChange={() => undefined}
      />,
    );
    const [, second] = screen.getAllByRole('row').slice(1);
    expect(within(second!).getByRole('rowheader')).toHaveAttribute('data-label', 'Name');
    expect(within(second!).getByRole('cell')).toHaveAttribute('data-label', 'Amount');
    // The label is CSS generated text with an empty alternative: the cell's name is its value alone.
    expect(within(second!).getByRole('cell', { name: formatAmount(2500.5) })).toBeInTheDocument();
  });

  it('paginates by total and page size', async () => {
    const onPageChange = vi.fn();
    render(
      <DataTable
        caption="Statement"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        page={1}
        pageSize={10}
        total={25}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getAllByRole('button', { name: /^Page/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
  });

  it('names its pagination as told, so two paged tables on screen have distinct landmarks', () => {
    render(
      <DataTable
        caption="Slips"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        page={1}
        pageSize={10}
        total={25}
        onPageChange={() => undefined}
        paginationLabel="Slip pages"
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Slip pages' })).toBeInTheDocument();
  });

  it('shows the empty state when there are no rows and is busy while loading', () => {
    const { rerender } = render(
      <DataTable
        caption="Refunds"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        page={1}
        pageSize={10}
        total={0}
        onPageChange={() => undefined}
        empty={<p>No refunds</p>}
      />,
    );
    expect(screen.getByText('No refunds')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    rerender(
      <DataTable
        caption="Refunds"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        page={1}
        pageSize={10}
        total={0}
        onPageChange={() => undefined}
        loading
      />,
    );
    expect(screen.queryByText('No refunds')).not.toBeInTheDocument();
    expect(document.querySelector('.wk-table')).toHaveAttribute('aria-busy', 'true');
  });
});
