import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { formatAmount } from '../domain-bridge';
import { BalanceCard } from './balance-card';

const refresh = fn();

const meta = {
  tags: ['autodocs'],
  title: 'Wallet/BalanceCard',
  component: BalanceCard,
  args: {
    title: 'ยอดเงินรวม',
    subtitle: 'สมชาย ใจดี',
    amount: 12500.75,
    currency: '฿',
    coins: { label: 'เหรียญ', value: 12 },
    lastSync: { label: 'อัปเดตล่าสุด', at: '2026-11-22T02:15:00Z' },
    action: (
      <Button variant="accent" onClick={refresh}>
        รีเฟรช
      </Button>
    ),
  },
} satisfies Meta<typeof BalanceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(formatAmount(12500.75))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'รีเฟรช' }));
    await expect(refresh).toHaveBeenCalled();
  },
};
export const Loading: Story = { args: { loading: true } };
export const Zero: Story = { args: { amount: 0 } };
export const MissingAmount: Story = { args: { amount: null } };
export const HugeAmountRightToEdge: Story = {
  args: { amount: 987654321987.99, coins: { label: 'เหรียญ', value: 1234567 } },
};
export const LongLaoName: Story = {
  args: {
    title: 'ຍອດເງິນລວມທັງໝົດ',
    subtitle: 'ສົມສັກ ພົມມະວົງສາ ແກ້ວມະນີວົງ',
    currency: '฿',
    coins: { label: 'ຫຼຽນ', value: 3 },
    lastSync: { label: 'ອັບເດດລ່າສຸດ', at: '2026-11-22T02:15:00Z' },
  },
};

/** Dark theme tokens. */
export const DarkTheme: Story = { globals: { theme: 'dark' } };

/** The Laos app's build colours (brand, loader, alerts) applied as theme tokens. */
export const LaosBuildColours: Story = {
  globals: { theme: 'laos-build', locale: 'la' },
  args: LongLaoName.args,
};
