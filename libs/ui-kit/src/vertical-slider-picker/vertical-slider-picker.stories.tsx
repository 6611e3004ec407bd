import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { formatAmount } from '../domain-bridge';
import { VerticalSliderPicker, type SliderOption } from './vertical-slider-picker';

const accounts: SliderOption[] = [
  { value: 'wallet', label: 'กระเป๋าหลัก', description: `${formatAmount(12500.75)} ฿` },
  { value: 'pg', label: 'PG Slot', description: `${formatAmount(1520.5)} ฿` },
  { value: 'joker', label: 'Joker (ยังไม่เปิดบัญชี)', disabled: true },
  { value: 'sbo', label: 'SBO กีฬาและคาสิโน', description: `${formatAmount(987654321.99)} ฿` },
  { value: 'huay', label: 'หวยออนไลน์', description: `${formatAmount(0)} ฿` },
];

function TransferPickers({ error }: { error?: string }) {
  const [from, setFrom] = useState<string | null>('wallet');
  const [to, setTo] = useState<string | null>('pg');
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
      <VerticalSliderPicker label="จาก" options={accounts} value={from} onChange={setFrom} />
      <VerticalSliderPicker label="ไปยัง" options={accounts} value={to} onChange={setTo} error={error} />
    </div>
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'Inputs/VerticalSliderPicker',
  // The docs page's props table is the kit component's (react-docgen reads it); the stories render it two of them in a transfer form.
  component: VerticalSliderPicker as unknown as typeof TransferPickers,
  render: (args) => <TransferPickers {...args} />,
} satisfies Meta<typeof TransferPickers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TransferFromTo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const to = canvas.getByRole('listbox', { name: 'ไปยัง' });
    to.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(to).getByRole('option', { name: /SBO/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'ตัวเลือกถัดไป (จาก)' }));
    await expect(
      within(canvas.getByRole('listbox', { name: 'จาก' })).getByRole('option', { name: /PG Slot/ }),
    ).toHaveAttribute('aria-selected', 'true');
  },
};

export const WithError: Story = { args: { error: 'บัญชีต้นทางและปลายทางต้องไม่ซ้ำกัน' } };
