import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stepper } from './stepper';

const meta = {
  tags: ['autodocs'],
  title: 'Navigation/Stepper',
  component: Stepper,
  args: { steps: ['เบอร์โทร', 'รหัส OTP', 'ข้อมูลส่วนตัว', 'บัญชีธนาคาร'], current: 1 },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PhoneStep: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(within(canvasElement).getByText('ขั้นตอนที่ 1 จาก 4')).toBeInTheDocument();
  },
};
export const ProfileStep: Story = { args: { current: 3 } };
export const BankStep: Story = { args: { current: 4 } };
export const LongLao: Story = {
  args: { steps: ['ເບີໂທລະສັບ', 'ລະຫັດ OTP', 'ຂໍ້ມູນສ່ວນຕົວ', 'ບັນຊີທະນາຄານ ແລະ ສະກຸນເງິນ'], current: 2 },
};

/** Lao kit texts from the toolbar. */
export const LaoTexts: Story = {
  globals: { locale: 'la' },
  args: { steps: ['ເບີໂທລະສັບ', 'ລະຫັດ OTP', 'ຂໍ້ມູນສ່ວນຕົວ', 'ບັນຊີທະນາຄານ'], current: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ຂັ້ນຕອນທີ 3 ຈາກ 4')).toBeInTheDocument();
  },
};
