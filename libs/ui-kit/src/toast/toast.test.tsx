import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    expect(screen.getByRole('status')).toHaveTextContent('Register success');
    expect(screen.getByRole('alert')).toHaveTextContent('Money not enough');
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
