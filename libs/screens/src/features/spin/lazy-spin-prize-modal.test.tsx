import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';

afterEach(() => {
  vi.doUnmock('./spin-prize-modal');
  vi.resetModules();
});

describe('lazy SpinPrizeModal', () => {
  it('renders nothing while closed, and names the coupon once open', async () => {
    const { SpinPrizeModal } = await import('./lazy-spin-prize-modal');
    const onClose = vi.fn();
    const { rerender } = await renderWithProviders(
      <SpinPrizeModal open={false} label="50 credit" wheelName="Lucky wheel" onClose={onClose} />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<SpinPrizeModal open label="50 credit" wheelName="Lucky wheel" onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'You got a coupon!' });
    expect(dialog).toHaveTextContent('Your coupon: 50 credit from Lucky wheel.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('downloads the code once, however many ask', async () => {
    const { preloadSpinPrizeModal } = await import('./lazy-spin-prize-modal');
    const first = preloadSpinPrizeModal();
    expect(preloadSpinPrizeModal()).toBe(first);
    expect((await first).SpinPrizeModal).toBeTypeOf('function');
  });

  it('closes at once when the code cannot be downloaded as the prize is due, so the wheel is not left locked', async () => {
    vi.doMock('./spin-prize-modal', () => {
      throw new Error('offline');
    });
    const { SpinPrizeModal, preloadSpinPrizeModal } = await import('./lazy-spin-prize-modal');
    await expect(preloadSpinPrizeModal()).rejects.toThrow();
    const onClose = vi.fn();
    await renderWithProviders(
      <SpinPrizeModal open label="50 credit" wheelName="Lucky wheel" onClose={onClose} />,
    );
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
