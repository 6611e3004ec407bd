import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  tags: ['autodocs'],
  title: 'Inputs/TextField',
  component: TextField,
  args: { label: 'เบอร์โทรศัพท์', name: 'phone' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: '0812345678', autoComplete: 'tel', inputMode: 'tel' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'เบอร์โทรศัพท์' });
    await userEvent.type(input, '0812345678');
    await expect(input).toHaveValue('0812345678');
  },
};

export const WithError: Story = {
  args: { defaultValue: '08123', error: 'The phone number must support 10 digits', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('The phone number must support 10 digits');
  },
};

export const NumericAmount: Story = {
  args: { label: 'จำนวนเงิน', numeric: true, suffix: '฿', hint: 'ขั้นต่ำ 1 บาท' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'จำนวนเงิน' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '1500.50');
    await expect(input).toHaveValue('1500.50');
  },
};

export const AmountRightToEdge: Story = {
  args: { label: 'จำนวนเงิน', numeric: true, suffix: '฿', defaultValue: '999,999,999,999.99' },
};

export const Password: Story = {
  args: { label: 'รหัสผ่าน', type: 'password', revealable: true, defaultValue: 'secret123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('รหัสผ่าน');
    await userEvent.click(canvas.getByRole('button', { name: 'แสดงรหัสผ่าน' }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};

export const ReadOnly: Story = { args: { label: 'รหัสผู้แนะนำ', readOnly: true, defaultValue: 'PR64f1c2' } };
export const Disabled: Story = { args: { label: 'ชื่อผู้ใช้', disabled: true, defaultValue: '0812345678' } };

export const LongThaiLabelAndError: Story = {
  args: {
    label: 'ชื่อบัญชีธนาคาร (ภาษาอังกฤษเท่านั้นสำหรับธนาคารกรุงไทย ทหารไทยธนชาต และกรุงเทพ)',
    defaultValue: 'สมชาย',
    error: 'ชื่อบัญชีธนาคารต้องเป็นภาษาอังกฤษเท่านั้น กรุณากรอกชื่อตามสมุดบัญชี',
  },
};

export const LongLao: Story = {
  args: {
    label: 'ຊື່ບັນຊີທະນາຄານ (ພາສາອັງກິດເທົ່ານັ້ນ)',
    hint: 'ກະລຸນາປ້ອນຊື່ຕາມປຶ້ມບັນຊີທະນາຄານຂອງທ່ານ',
    defaultValue: 'ສົມສັກ',
  },
};

/** Dark theme tokens with an error: axe checks their contrast too. */
export const DarkThemeWithError: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: '08123', error: 'The phone number must support 10 digits' },
};
