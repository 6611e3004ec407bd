import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FilePicker, type UploadStatus } from './file-picker';

/** Simulated slip upload: progresses every 100 ms, can be cancelled, fails for files named "fail". */
function SlipUpload() {
  const [status, setStatus] = useState<UploadStatus>('idle');
  const [progress, setProgress] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const stop = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };
  useEffect(() => stop, []);
  const start = (chosen: File) => {
    stop();
    setFile(chosen);
    setStatus('uploading');
    setProgress(0);
    let value = 0;
    timer.current = setInterval(() => {
      value += 25;
      setProgress(value);
      if (value >= 50 && chosen.name.startsWith('fail')) {
        stop();
        setStatus('error');
      } else if (value >= 100) {
        stop();
        setStatus('success');
      }
    }, 100);
  };
  return (
    <FilePicker
      label="สลิปการโอนเงิน"
      accept="image/png,image/jpeg"
      hint="PNG หรือ JPG ไม่เกิน 10 MB"
      status={status}
      progress={progress}
      fileName={file?.name}
      error={status === 'error' ? 'อัปโหลดสลิปไม่สำเร็จ' : undefined}
      onSelect={start}
      onCancel={() => {
        stop();
        setStatus('cancelled');
      }}
      onRetry={() => {
        if (file) start(new File([file], 'slip-retry.png', { type: file.type }));
      }}
    />
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'Inputs/FilePicker',
  component: FilePicker,
  args: { label: 'สลิปการโอนเงิน', onSelect: fn() },
} satisfies Meta<typeof FilePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UploadSucceeds: Story = {
  render: () => <SlipUpload />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText(/สลิปการโอนเงิน/),
      new File(['x'], 'slip.png', { type: 'image/png' }),
    );
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('อัปโหลด slip.png แล้ว'), {
      timeout: 3000,
    });
  },
};

export const CancelThenRetry: Story = {
  render: () => <SlipUpload />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText(/สลิปการโอนเงิน/),
      new File(['x'], 'slip.png', { type: 'image/png' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'ยกเลิกการอัปโหลด' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('ยกเลิกการอัปโหลดแล้ว');
    await userEvent.click(canvas.getByRole('button', { name: 'ลองอัปโหลดอีกครั้ง' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('อัปโหลด slip-retry.png แล้ว'), {
      timeout: 3000,
    });
  },
};

export const FailureShowsRetry: Story = {
  render: () => <SlipUpload />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText(/สลิปการโอนเงิน/),
      new File(['x'], 'fail.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('อัปโหลดสลิปไม่สำเร็จ'), {
      timeout: 3000,
    });
    await expect(canvas.getByRole('button', { name: 'ลองอัปโหลดอีกครั้ง' })).toBeInTheDocument();
  },
};

export const Uploading: Story = {
  args: { status: 'uploading', progress: 64, fileName: 'slip-2026-11-22.png', onCancel: fn() },
};
export const Disabled: Story = { args: { disabled: true, hint: 'ปิดรับสลิปชั่วคราวตามช่วงเวลาที่กำหนด' } };
export const ValidationError: Story = {
  args: { error: 'The file is too large. Please select file no larger than 10 MB.', status: 'idle' },
};
