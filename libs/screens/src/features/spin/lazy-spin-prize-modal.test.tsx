import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { LazySpinPrizeModal, preloadPrizeModal } from './lazy-spin-prize-modal';

describe('LazySpinPrizeModal', () => {
  it('renders nothing while closed; once open, the prize dialog with its coupon, closed by OK', async () => {
    const onClose = vi.fn();
    const props = { label: '50 THB', wheelName: 'Daily wheel', onClose };
    const { rerender, container } = await renderWithProviders(<LazySpinPrizeModal open={false} {...props} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<LazySpinPrizeModal open {...props} />);
    const dialog = await screen.findByRole('dialog', { name: 'You got a coupon!' });
    expect(dialog).toHaveTextContent('Your coupon: 50 THB from Daily wheel.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('once its code is here, opens in the same render as the prize is known (no Suspense pass)', async () => {
    await preloadPrizeModal();
    const props = { label: '50 THB', wheelName: 'Daily wheel', onClose: vi.fn() };
    const { rerender } = await renderWithProviders(<LazySpinPrizeModal open={false} {...props} />);
    rerender(<LazySpinPrizeModal open {...props} />);
    expect(screen.getByRole('dialog', { name: 'You got a coupon!' })).toBeInTheDocument();
  });
});
