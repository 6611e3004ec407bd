import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../testing/render-app';

// Lazy routes compile on first use; on a busy machine that takes longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

const titles = [
  'Using your wallet',
  'How to play',
  'Checking your balance',
  'Getting a bonus',
  'Cancelling a bonus',
];

describe('/howto', () => {
  it('lists the five tutorials and plays the video the app ships (no howtoVideos in its config) in a modal', async () => {
    await renderApp('/howto', {}, { locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'How-to videos' })).toBeInTheDocument();
    const list = within(screen.getByRole('main')).getByRole('list');
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(titles);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancelling a bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelling a bonus' });
    const video = dialog.querySelector('video');
    expect(video).toHaveAttribute('src', '/howto/bonusCancel.mp4');
    expect(video).toHaveAttribute('controls');
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('plays an absolute URL of the config as it is', async () => {
    await renderApp(
      '/howto',
      {},
      {
        locale: 'en',
        config: {
          howtoVideos: {
            wallet: 'https://cdn.example/wallet.mp4',
            play: '/howto/play.mp4',
            balance: '/howto/balance.mp4',
            bonus: '/howto/bonus.mp4',
            bonusCancel: '/howto/bonusCancel.mp4',
          },
        },
      },
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Using your wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Using your wallet' });
    expect(dialog.querySelector('video')).toHaveAttribute('src', 'https://cdn.example/wallet.mp4');
  });

  it('shows a translated "unavailable" state when the video fails to load, and tries again next time', async () => {
    await renderApp('/howto', {});
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'การรับโบนัส' }));
    const dialog = await screen.findByRole('dialog', { name: 'การรับโบนัส' });
    const video = dialog.querySelector('video');
    expect(video).not.toBeNull();
    // The browser's media error for a source it could not load (e.g. a 404): MEDIA_ERR_SRC_NOT_SUPPORTED.
    Object.defineProperty(video, 'error', { configurable: true, value: { code: 4, message: 'Not Found' } });
    fireEvent.error(video as HTMLVideoElement);
    expect(await within(dialog).findByText('วิดีโอนี้ยังไม่พร้อมให้รับชมในขณะนี้ กรุณาลองใหม่ภายหลัง')).toBeInTheDocument();
    expect(dialog.querySelector('video')).toBeNull();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'วิธีเล่นเกม' }));
    const next = await screen.findByRole('dialog', { name: 'วิธีเล่นเกม' });
    expect(next.querySelector('video')).toHaveAttribute('src', '/howto/play.mp4');
  });
});
