import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog } from './alert-dialog';

describe('AlertDialog', () => {
  it('error alert is an alertdialog with title and message, closed by OK', async () => {
    const onConfirm = vi.fn();
    render(
      <AlertDialog
        open
        tone="error"
        title="Transfer failed"
        message="Money not enough"
        onConfirm={onConfirm}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Transfer failed' });
    expect(dialog).toHaveAccessibleDescription('Money not enough');
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('confirm dialog offers cancel first and confirm; Escape cancels', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <AlertDialog
        open
        tone="confirm"
        title="Cancel bonus?"
        confirmLabel="Yes, cancel"
        cancelLabel="Keep"
        destructive
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Yes, cancel' })).toHaveClass('wk-button--danger');
  });

  it('success alert renders nothing when closed', () => {
    render(<AlertDialog open={false} tone="success" title="Saved" onConfirm={() => undefined} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
