import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { formatAmount, formatDateTime } from '../domain-bridge';
import { DataTable, type DataTableColumn } from './data-table';

interface Invitee {
  id: string;
  name: string;
  amount: number;
  createdAt: string;
}

const all: Invitee[] = Array.from({ length: 23 }, (_, i) => ({
  id: `inv-${i + 1}`,
  name: i % 4 === 0 ? 'ສົມສັກ ພົມມະວົງສາ' : `สมาชิก ${i + 1}`,
  amount: (i + 1) * 37.5 * (i === 3 ? 100000 : 1),
  createdAt: new Date(Date.UTC(2026, 10, 1 + (i % 20), 3, 4, 5)).toISOString(),
}));

const columns: DataTableColumn<Invitee>[] = [
  { key: 'name', header: 'ชื่อ', render: (r) => r.name, isRowHeader: true },
  { key: 'amount', header: 'จำนวนเงิน', render: (r) => formatAmount(r.amount), align: 'end' },
  { key: 'createdAt', header: 'วันที่', render: (r) => formatDateTime(r.createdAt) },
];

function Paged({ rows, loading = false }: { rows: Invitee[]; loading?: boolean }) {
  const [page, setPage] = useState(1);
  const pageSize = 10;
  return (
    <DataTable
      caption="รายชื่อเพื่อนที่เชิญ"
      columns={columns}
      rows={rows.slice((page - 1) * pageSize, page * pageSize)}
      rowKey={(r) => r.id}
      page={page}
      pageSize={pageSize}
      total={rows.length}
      onPageChange={setPage}
      loading={loading}
    />
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'Data/DataTable',
  component: Paged,
  // The docs page's props table of the kit component (the stories render it inside a paged demo).
  subcomponents: { DataTable },
  args: { rows: all },
} satisfies Meta<typeof Paged>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PagedInvitees: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: 'หน้า 2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'หน้า 3' }));
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
  },
};
export const Empty: Story = { args: { rows: [] } };
export const Loading: Story = { args: { rows: [], loading: true } };
