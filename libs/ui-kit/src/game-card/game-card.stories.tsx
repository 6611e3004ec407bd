import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyAsset } from '../testing/story-assets';
import { GameCard } from './game-card';

const meta = {
  tags: ['autodocs'],
  title: 'Wallet/GameCard',
  component: GameCard,
  args: {
    name: 'PG Slot',
    isActive: true,
    amount: 1520.5,
    currency: '฿',
    openAccountLabel: 'เปิดบัญชี',
    onSelect: fn(),
  },
  render: (args) => (
    <div style={{ width: 100, height: 211 }}>
      <GameCard {...args} logo={storyAsset('game-logo.svg')} background={storyAsset('game-background.svg')} />
    </div>
  ),
} satisfies Meta<typeof GameCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement).getByRole('button', { name: /^PG Slot\s*1,520\.50 ฿$/ });
    card.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalled();
  },
};
export const NotOpened: Story = { args: { name: 'Joker', isActive: false } };
export const OpeningBusy: Story = { args: { name: 'Joker', isActive: false, busy: true } };
export const HugeBalance: Story = { args: { amount: 99999999.99, extra: 'FT 199,999,999.98' } };
export const LongThaiName: Story = { args: { name: 'สล็อตออนไลน์ค่ายใหญ่', amount: 0 } };
