import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilePicker } from './file-picker';

describe('FilePicker', () => {
  it('hands the chosen file to the caller from a labelled, focusable input', async () => {
    const onSelect = vi.fn();
    render(<FilePicker label="Slip" accept="image/png,image/jpeg" onSelect={onSelect} />);
    const input = screen.getByLabelText(/Slip/);
    await userEvent.tab();
    expect(input).toHaveFocus();
    const file = new File(['x'], 'slip.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    expect(onSelect).toHaveBeenCalledWith(file);
  });

  it('shows progress while uploading and lets the player cancel', async () => {
    const onCancel = vi.fn();
    render(
      <FilePicker
        label="Slip"
        onSelect={() => undefined}
        status="uploading"
        progress={42.4}
        fileName="slip.png"
        onCancel={onCancel}
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Uploading slip.png' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByLabelText(/Slip/)).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('offers retry after a failure and shows the error', async () => {
    const onRetry = vi.fn();
    render(
      <FilePicker
        label="Video"
        onSelect={() => undefined}
        status="error"
        fileName="clip.mp4"
        error="The file is too large."
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The file is too large.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry upload' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('announces success', () => {
    render(<FilePicker label="Slip" onSelect={() => undefined} status="success" fileName="slip.png" />);
    expect(screen.getByRole('status')).toHaveTextContent('Uploaded slip.png');
  });
});
