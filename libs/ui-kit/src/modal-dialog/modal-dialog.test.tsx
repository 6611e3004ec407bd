import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './modal-dialog';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const [second, setSecond] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Open deposit
      </button>
      <ModalDialog
        open={open}
        title="Deposit"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        footer={
          <button type="button" onClick={() => setSecond(true)}>
            Show conditions
          </button>
        }
      >
        <label>
          Amount <input />
        </label>
      </ModalDialog>
      <ModalDialog open={second} title="Conditions" onClose={() => setSecond(false)}>
        <p>Read me</p>
      </ModalDialog>
    </div>
  );
}

describe('ModalDialog', () => {
  it('opens as a named modal dialog, focuses its first control and locks page scroll', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open deposit' }));
    const dialog = screen.getByRole('dialog', { name: 'Deposit' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open deposit' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const input = screen.getByRole('textbox', { name: 'Amount' });
    const last = screen.getByRole('button', { name: 'Show conditions' });
    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.tab();
    expect(last).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('closes on Escape, returns focus to the opener and unlocks scroll', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open deposit' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('stacks: Escape closes only the top dialog and focus returns into the one below', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open deposit' }));
    const showConditions = screen.getByRole('button', { name: 'Show conditions' });
    await userEvent.click(showConditions);
    expect(screen.getByRole('dialog', { name: 'Conditions' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Conditions' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Deposit' })).toBeInTheDocument();
    expect(showConditions).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes when the close button or the backdrop is pressed', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open deposit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open deposit' }));
    const backdrop = document.querySelector('.wk-modal__backdrop');
    expect(backdrop).not.toBeNull();
    await userEvent.click(backdrop as Element);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
