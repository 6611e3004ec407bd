import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { ToastStack, useToast } from './toast';

function ToastButtons() {
  const toast = useToast();
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Button onClick={() => toast.success('สมัครสมาชิกสำเร็จ')}>success</Button>
      <Button variant="danger" onClick={() => toast.danger('สร้างคิวอาร์โค้ดไม่สำเร็จ')}>
        danger
      </Button>
      <Button variant="secondary" onClick={() => toast.info('กรุณารีเฟรชยอดเงิน', { durationMs: 600 })}>
        info
      </Button>
    </div>
  );
}

const meta = {
  tags: ['autodocs'],
  // On the docs page each story in its own frame: it is fixed to the window.
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  title: 'Feedback/ToastStack',
  component: ToastStack,
  args: { toasts: [], onDismiss: () => undefined },
} satisfies Meta<typeof ToastStack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Uses the ToastProvider of the Storybook decorator, as the apps do. */
export const WithUseToast: Story = {
  render: () => <ToastButtons />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'danger' }));
    await expect(await screen.findByText('สมัครสมาชิกสำเร็จ')).toBeInTheDocument();
    await expect(document.querySelector('[aria-live="assertive"]')).toHaveTextContent('สร้างคิวอาร์โค้ดไม่สำเร็จ');
    await userEvent.click(canvas.getByRole('button', { name: 'info' }));
    await expect(await screen.findByText('กรุณารีเฟรชยอดเงิน')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('กรุณารีเฟรชยอดเงิน')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    for (const dismiss of screen.getAllByRole('button', { name: 'ปิดการแจ้งเตือน' }))
      await userEvent.click(dismiss);
    await expect(screen.queryByText('สมัครสมาชิกสำเร็จ')).not.toBeInTheDocument();
  },
};

function ShowAllTones() {
  const toast = useToast();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast.success('คัดลอกแล้ว: 123-4-56789-0', { durationMs: 0 });
    toast.danger('ไม่สามารถรับโบนัสเชิญเพื่อนได้ กรุณาลองใหม่อีกครั้งภายหลัง', { durationMs: 0 });
    toast.info('ກະລຸນາລີເຟຣດຍອດເງິນ', { durationMs: 0 });
  }, [toast]);
  return <p>สามแบบของการแจ้งเตือน</p>;
}

/** Success, danger and info at once, long Thai and Lao text included. */
export const AllTones: Story = {
  render: () => <ShowAllTones />,
  play: async () => {
    await expect(await screen.findByText('ກະລຸນາລີເຟຣດຍອດເງິນ')).toBeInTheDocument();
    await expect(screen.getAllByRole('button', { name: 'ปิดการแจ้งเตือน' })).toHaveLength(3);
  },
};
