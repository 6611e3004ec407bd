import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useRef, useState } from 'react';
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
  it('opens as a named native modal dialog (showModal) with the focus on its first control', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open deposit' }));
    const dialog = screen.getByRole('dialog', { name: 'Deposit' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('stays open under StrictMode (the close event of its first, discarded setup arrives later)', async () => {
    const onClose = vi.fn();
    render(
      <StrictMode>
        <ModalDialog open title="Conditions" onClose={onClose}>
          <p>Read me</p>
        </ModalDialog>
      </StrictMode>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Conditions' })).toHaveAttribute('open');
  });

  it('keeps the focus it was told to give (initialFocusRef)', async () => {
    function Focused() {
      const amount = useRef<HTMLInputElement>(null);
      return (
        <ModalDialog open title="Transfer" onClose={() => undefined} initialFocusRef={amount}>
          <label>
            Amount <input ref={amount} />
          </label>
        </ModalDialog>
      );
    }
    render(<Focused />);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveFocus();
  });

  it('asks the parent on the browser’s close request (cancel: Escape on the page, Android back) and stays open if it says no', () => {
    const onClose = vi.fn();
    render(
      <ModalDialog open title="Confirm" onClose={onClose}>
        <p>Move 100.00?</p>
      </ModalDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Confirm' }) as HTMLDialogElement;
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(true);
  });

  it('closes the top dialog once on an Escape with the focus left on the page', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open deposit' }));
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open deposit' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
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
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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

  it('makes a body that scrolls with nothing focusable in it reachable by keyboard', () => {
    render(
      <ModalDialog open title="Conditions" onClose={() => undefined} hideCloseButton>
        <p>Long text</p>
      </ModalDialog>,
    );
    const body = document.querySelector('.wk-modal__body') as HTMLElement;
    expect(body).not.toHaveAttribute('tabindex');
    // jsdom lays nothing out: the sizes of a body whose text overflows it.
    Object.defineProperty(body, 'scrollHeight', { configurable: true, value: 900 });
    Object.defineProperty(body, 'clientHeight', { configurable: true, value: 400 });
    body.append(document.createElement('p'));
    return vi.waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
  });
});
