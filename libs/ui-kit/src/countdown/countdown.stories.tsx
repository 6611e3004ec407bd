import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Countdown } from './countdown';

const meta = {
  tags: ['autodocs'],
  title: 'Feedback/Countdown',
  component: Countdown,
  args: { seconds: 299, label: 'คิวอาร์โค้ดหมดอายุใน', onExpire: fn() },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('04:59');
  },
};
export const Expiring: Story = {
  args: { seconds: 2 },
  play: async ({ args, canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await waitFor(() => expect(timer).toHaveTextContent('00:00'), { timeout: 4000 });
    await expect(args.onExpire).toHaveBeenCalledTimes(1);
  },
};
export const Expired: Story = { args: { seconds: 0 } };
export const Lao: Story = { args: { label: 'QR ໝົດອາຍຸໃນ', seconds: 61 } };
