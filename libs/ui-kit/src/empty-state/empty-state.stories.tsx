import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  tags: ['autodocs'],
  title: 'Feedback/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultText: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent('ยังไม่มีรายการ');
  },
};
export const WithAction: Story = {
  args: { title: 'ยังไม่มีรายการเดินบัญชี', description: 'ฝากเงินครั้งแรกเพื่อเริ่มเล่น', action: <Button>ฝากเงิน</Button> },
};
export const NoRefund: Story = {
  args: { title: 'ไม่พบยอดคืนยอดเสีย', description: 'ยังไม่มียอดเสียที่สามารถรับคืนได้ในขณะนี้' },
};
export const LongLao: Story = {
  args: { title: 'ຍັງບໍ່ມີລາຍການ', description: 'ເມື່ອທ່ານຝາກເງິນຫຼືຖອນເງິນ ລາຍການຈະສະແດງຢູ່ບ່ອນນີ້' },
};

/** Dark theme tokens. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { title: 'ยังไม่มีรายการเดินบัญชี', description: 'ฝากเงินครั้งแรกเพื่อเริ่มเล่น' },
};
