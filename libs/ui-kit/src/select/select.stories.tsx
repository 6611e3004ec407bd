import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './select';

const banks = [
  { value: 'SCB', label: 'ธนาคารไทยพาณิชย์' },
  { value: 'KBANK', label: 'ธนาคารกสิกรไทย' },
  { value: 'GSB', label: 'ธนาคารออมสิน' },
  { value: 'BCEL', label: 'ທະນາຄານການຄ້າຕ່າງປະເທດລາວ' },
];

const meta = {
  tags: ['autodocs'],
  title: 'Inputs/Select',
  component: Select,
  args: { label: 'ธนาคาร', options: banks, placeholder: 'เลือกธนาคาร', defaultValue: '', onValueChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'ธนาคาร' });
    await userEvent.selectOptions(select, 'KBANK');
    await expect(args.onValueChange).toHaveBeenCalledWith('KBANK');
  },
};
export const WithError: Story = { args: { error: 'กรุณาเลือกธนาคาร' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'SCB' } };
export const Currency: Story = {
  args: {
    label: 'ສະກຸນເງິນ',
    placeholder: undefined,
    defaultValue: 'LAK',
    options: [
      { value: 'LAK', label: 'LAK' },
      { value: 'BAHT', label: 'BAHT' },
    ],
  },
};
