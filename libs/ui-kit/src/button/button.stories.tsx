import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';

const meta = {
  tags: ['autodocs'],
  title: 'Inputs/Button',
  component: Button,
  args: { children: 'ฝากเงิน', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger', 'accent'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'ฝากเงิน' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'ถอนเงิน' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Refresh' } };
export const Danger: Story = { args: { variant: 'danger', children: 'ยกเลิกโบนัส' } };
export const Accent: Story = { args: { variant: 'accent', children: 'รับโบนัส', size: 'lg' } };

export const Loading: Story = {
  args: { loading: true, children: 'ยืนยัน' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'ถอนเงิน' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

export const LongThaiFullWidth: Story = {
  args: { fullWidth: true, children: 'โอนเงินทั้งหมดเข้าบัญชีเกมแล้วเข้าเล่นทันทีโดยไม่ต้องรอการยืนยัน' },
};

export const LongLao: Story = {
  args: { fullWidth: true, variant: 'secondary', children: 'ໂອນເງິນທັງໝົດເຂົ້າບັນຊີເກມແລ້ວເຂົ້າຫຼິ້ນທັນທີ' },
};

/** Dark theme tokens: axe checks their contrast too. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { variant: 'secondary', children: 'ถอนเงิน' },
};

/** The Laos app's build colours applied as theme tokens. */
export const LaosBuildColours: Story = {
  globals: { theme: 'laos-build', locale: 'la' },
  args: { children: 'ຝາກເງິນ' },
};
