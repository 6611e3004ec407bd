import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button';
import { ErrorMessage } from './error-message';

const meta = {
  tags: ['autodocs'],
  title: 'Feedback/ErrorMessage',
  component: ErrorMessage,
  args: {
    message: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง',
    nextStep: 'ตรวจสอบเบอร์โทรศัพท์และรหัสผ่านอีกครั้ง ลืมรหัสผ่าน? ติดต่อฝ่ายบริการลูกค้าเพื่อตั้งรหัสผ่านใหม่',
  },
} satisfies Meta<typeof ErrorMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithNextStep: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(/ไม่ถูกต้อง.*ลืมรหัสผ่าน/);
  },
};

export const MessageOnly: Story = {
  args: { message: 'The gift link is invalid', nextStep: undefined },
};

/** The Laos build's red brand beside its error colour: the error reads as another colour, with its icon. */
export const BesideTheBrandLaos: Story = {
  globals: { theme: 'laos-build', locale: 'la' },
  args: {
    message: 'ບໍ່ພົບໂປຣໂມຊັນ',
    nextStep: 'ກວດສອບລະຫັດເທິງປ້າຍໂຄສະນາຂອງໂປຣໂມຊັນ ແລ້ວພິມໃໝ່ອີກຄັ້ງ',
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Button>ຄົ້ນຫາ</Button>
      <ErrorMessage {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'ຄົ້ນຫາ' });
    const message = canvasElement.querySelector('.wk-error__message') as HTMLElement;
    await expect(getComputedStyle(message).color).not.toBe(getComputedStyle(button).backgroundColor);
    await expect(canvasElement.querySelector('.wk-error svg')).not.toBeNull();
  },
};
