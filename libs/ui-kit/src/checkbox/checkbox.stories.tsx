import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  tags: ['autodocs'],
  title: 'Inputs/Checkbox',
  component: Checkbox,
  args: { label: 'จดจำฉันไว้', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'จดจำฉันไว้' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};
export const Checked: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };
export const WithError: Story = { args: { label: 'ฉันยอมรับข้อตกลงและเงื่อนไข', error: 'กรุณายอมรับข้อตกลง' } };
export const LongLao: Story = {
  args: { label: 'ຂ້ອຍຍອມຮັບຂໍ້ຕົກລົງ ແລະ ເງື່ອນໄຂການໃຊ້ບໍລິການທັງໝົດຂອງກະເປົາເງິນອອນລາຍ' },
};
