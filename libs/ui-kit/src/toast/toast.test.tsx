import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { ModalDialog } from '../modal-dialog/modal-dialog';
import { ToastProvider, useToast } from './toast';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Register success')}>
        ok
      </button>
      <button type="button" onClick={() => toast.danger('Money not enough')}>
        fail
      </button>
      <button type="button" onClick={() => toast.info('Refresh the amount', { durationMs: 0 })}>
        sticky
      </button>
    </>
  );
}

/** The toasts' live region of that politeness (attributes, not roles: a dialog's own alert stays the only one). */
const region = (politeness: 'polite' | 'assertive') =>
  document.querySelector(`[aria-live="${politeness}"]`) as HTMLElement;

describe('ToastStack and useToast', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces success politely and danger assertively', async () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'ok' }));
    await userEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(region('polite')).toHaveTextContent('Register success');
    expect(region('assertive')).toHaveTextContent('Money not enough');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows inside the top open dialog (outside it the page is inert and drawn under it), in the body again after', async () => {
    function WithDialog() {
      const [open, setOpen] = useState(true);
      const toast = useToast();
      return (
        <ModalDialog open={open} title="Deposit" onClose={() => setOpen(false)}>
          <button type="button" onClick={() => toast.success('Copied')}>
            copy
          </button>
        </ModalDialog>
      );
    }
    render(
      <ToastProvider>
        <WithDialog />
      </ToastProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Deposit' });
    await userEvent.click(screen.getByRole('button', { name: 'copy' }));
    expect(dialog).toContainElement(region('polite'));
    expect(region('polite')).toHaveTextContent('Copied');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(region('polite').parentElement?.parentElement).toBe(document.body);
  });

  it('auto-dismisses after the duration', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(
      <ToastProvider defaultDurationMs={4000}>
        <Trigger />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'ok' }));
    expect(screen.getByText('Register success')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(4001);
    });
    expect(screen.queryByText('Register success')).not.toBeInTheDocument();
  });

  it('can be dismissed from the keyboard', async () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'sticky' }));
    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    dismiss.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByText('Refresh the amount')).not.toBeInTheDocument();
  });

  it('useToast outside a provider fails loudly', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger />)).toThrow('useToast must be used inside <ToastProvider>');
    spy.mockRestore();
  });
});
