import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { ModalDialog } from './modal-dialog';

const meta = {
  tags: ['autodocs'],
  // On the docs page each story in its own frame: a modal dialog covers the whole page.
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  title: 'Overlays/ModalDialog',
  component: ModalDialog,
  args: { open: false, title: 'ฝากเงิน', onClose: () => undefined },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    const [nested, setNested] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>เปิดหน้าต่าง</Button>
        <ModalDialog
          {...args}
          open={open}
          onClose={() => setOpen(false)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setNested(true)}>
                เงื่อนไข
              </Button>
              <Button onClick={() => setOpen(false)}>ตกลง</Button>
            </>
          }
        >
          {args.children ?? <TextField label="จำนวนเงิน" numeric suffix="฿" />}
        </ModalDialog>
        <ModalDialog open={nested} title="เงื่อนไขการใช้บริการ" onClose={() => setNested(false)}>
          <p>ยอดเงินจะเข้ากระเป๋าภายใน 1 นาที</p>
        </ModalDialog>
      </>
    );
  },
} satisfies Meta<typeof ModalDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page behind is inert (the browser's modal dialog), does not scroll; Escape closes; focus goes back. */
export const ModalEscapeAndReturn: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'เปิดหน้าต่าง' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'ฝากเงิน' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'ปิด' })).toHaveFocus());
    await expect(dialog.matches(':modal')).toBe(true);
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    // Inert behind the dialog: the opener takes no focus and no tap.
    opener.focus();
    await expect(opener).not.toHaveFocus();
    const { x, y, width, height } = opener.getBoundingClientRect();
    await expect(opener.contains(document.elementFromPoint(x + width / 2, y + height / 2))).toBe(false);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
    await expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
  },
};

export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'เปิดหน้าต่าง' }));
    const first = await screen.findByRole('dialog', { name: 'ฝากเงิน' });
    await userEvent.click(within(first).getByRole('button', { name: 'เงื่อนไข' }));
    await screen.findByRole('dialog', { name: 'เงื่อนไขการใช้บริการ' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'เงื่อนไขการใช้บริการ' })).not.toBeInTheDocument(),
    );
    await expect(screen.getByRole('dialog', { name: 'ฝากเงิน' })).toBeInTheDocument();
    await waitFor(() => expect(within(first).getByRole('button', { name: 'เงื่อนไข' })).toHaveFocus());
  },
};

export const OpenLongThai: Story = {
  args: {
    open: true,
    title: 'ข้อตกลงและเงื่อนไขการใช้บริการกระเป๋าเงินออนไลน์สำหรับสมาชิก',
    children: (
      <>
        {Array.from({ length: 8 }, (_, i) => (
          <p key={i}>
            สมาชิกต้องอัปโหลดสลิปภายใน 1 ชั่วโมงหลังการโอน ยอดเงินจะเข้ากระเป๋าภายใน 1 นาที
            คิวอาร์โค้ดใช้ได้ครั้งเดียวและมีเวลาจำกัด
          </p>
        ))}
      </>
    ),
  },
};

export const OpenLao: Story = {
  args: {
    open: true,
    title: 'ຝາກເງິນ',
    children: <p>ເງິນຈະເຂົ້າກະເປົາພາຍໃນ 1 ນາທີ ກະລຸນາອັບໂຫຼດສະລິບພາຍໃນ 1 ຊົ່ວໂມງ</p>,
  },
};
