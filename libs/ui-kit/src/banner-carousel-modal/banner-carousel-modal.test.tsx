import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BannerCarouselModal } from './banner-carousel-modal';

const banners = [
  {
    image: 'https://cdn.example.com/invite-1.jpg',
    html: '<p>Invite friends <img src=x onerror=alert(1)></p>',
  },
  { image: 'javascript:alert(1)', html: '<p>Second</p>' },
];

describe('BannerCarouselModal', () => {
  it('shows one sanitized banner per slide in a named dialog', async () => {
    render(
      <BannerCarouselModal
        open
        title="Invite promotion"
        banners={banners}
        onClose={() => undefined}
        imageAlt={(i) => `Banner ${i + 1}`}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Invite promotion' });
    const image = within(dialog).getByRole('img', { name: 'Banner 1' });
    expect(image).toHaveAttribute('src', banners[0]?.image);
    // Width and height reserve the image's box before it loads.
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');
    expect(within(dialog).getByText('Invite friends')).toBeInTheDocument();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next slide' }));
    const second = within(dialog).getByRole('group', { name: '2 of 2' });
    expect(second).not.toHaveAttribute('aria-hidden');
    expect(second.querySelector('img')).toBeNull();
  });

  it('calls onClose on Escape so the owner can open the invite modal next', async () => {
    const onClose = vi.fn();
    render(<BannerCarouselModal open title="Refund" banners={banners} onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
