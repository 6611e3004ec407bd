import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { AlertDialog } from './alert-dialog';

const meta = {
  tags: ['autodocs'],
  // On the docs page each story in its own frame: a modal dialog covers the whole page.
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  title: 'Overlays/AlertDialog',
  component: AlertDialog,
  args: { open: true, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  args: { tone: 'success', title: 'ทำรายการสำเร็จ', message: 'โอนเงินเข้าบัญชีเกมเรียบร้อยแล้ว' },
  play: async ({ args }) => {
    const ok = await screen.findByRole('button', { name: 'ตกลง' });
    await waitFor(() => expect(ok).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalled());
  },
};

export const ErrorWithTitle: Story = {
  args: { tone: 'error', title: 'เกิดข้อผิดพลาด', message: 'ยอดเงินไม่เพียงพอ (MONEY_NOT_ENOUGH)' },
  play: async () => {
    await expect(screen.getByRole('alertdialog', { name: /เกิดข้อผิดพลาด/ })).toHaveAccessibleDescription(
      /ยอดเงินไม่เพียงพอ/,
    );
  },
};

export const Confirm: Story = {
  args: { tone: 'confirm', title: 'ยืนยันการรับโบนัสเชิญเพื่อน?', message: 'ยอด 150.00 บาท จะเข้ากระเป๋าหลัก' },
  play: async ({ args }) => {
    // Focus in the dialog (as it opens) or left on the page (a tap on its text): Escape is the dialog's either way.
    await screen.findByRole('alertdialog', { name: /ยืนยันการรับโบนัสเชิญเพื่อน/ });
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
  },
};

export const ConfirmDestructiveBusy: Story = {
  args: {
    tone: 'confirm',
    title: 'ยกเลิกโบนัส?',
    destructive: true,
    confirmBusy: true,
    confirmLabel: 'ยกเลิกโบนัส',
    cancelLabel: 'กลับ',
  },
};

export const Info: Story = { args: { tone: 'info', title: 'ແຈ້ງເຕືອນ', message: 'ກະລຸນາລີເຟຣດຍອດເງິນຫຼັງຈາກໂອນ' } };
