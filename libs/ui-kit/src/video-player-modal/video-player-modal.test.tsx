import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VideoPlayerModal } from './video-player-modal';

describe('VideoPlayerModal', () => {
  it('plays a safe video with controls and captions inside a named dialog', () => {
    render(
      <VideoPlayerModal
        open
        title="How to deposit"
        src="https://cdn.example.com/wallet.mp4"
        captions={{ src: 'https://cdn.example.com/wallet.th.vtt', lang: 'th', label: 'ไทย' }}
        onClose={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'How to deposit' });
    const video = dialog.querySelector('video');
    expect(video).toHaveAttribute('src', 'https://cdn.example.com/wallet.mp4');
    expect(video).toHaveAttribute('controls');
    expect(video?.querySelector('track')).toHaveAttribute('srclang', 'th');
  });

  it('refuses unsafe URLs', () => {
    render(
      <VideoPlayerModal
        open
        title="Play"
        src="javascript:alert(1)"
        unavailableText="Video unavailable"
        onClose={() => undefined}
      />,
    );
    expect(document.querySelector('video')).toBeNull();
    expect(screen.getByText('Video unavailable')).toBeInTheDocument();
  });

  it('plays a root-relative path of the app as it is, with no unavailable state', () => {
    render(
      <VideoPlayerModal
        open
        title="Wallet"
        src="/howto/wallet.mp4"
        unavailableText="Video unavailable"
        onClose={() => undefined}
      />,
    );
    expect(document.querySelector('video')).toHaveAttribute('src', '/howto/wallet.mp4');
    expect(screen.queryByText('Video unavailable')).toBeNull();
  });

  it.each(['//evil.example/v.mp4', 'data:video/mp4;base64,AAAA', 'howto/wallet.mp4'])(
    'refuses %j, which is neither http(s) nor a path of the app',
    (src) => {
      render(
        <VideoPlayerModal
          open
          title="Play"
          src={src}
          unavailableText="Video unavailable"
          onClose={() => undefined}
        />,
      );
      expect(document.querySelector('video')).toBeNull();
      expect(screen.getByText('Video unavailable')).toBeInTheDocument();
    },
  );

  it('shows the unavailable state only after a real media error of the video, and tries again when reopened', () => {
    const props = {
      title: 'Bonus',
      src: '/howto/bonus.mp4',
      unavailableText: 'Video unavailable',
      onClose: () => undefined,
    };
    const { rerender } = render(
      <VideoPlayerModal
        open
        {...props}
        captions={{ src: '/howto/bonus.th.vtt', lang: 'th', label: 'ไทย' }}
      />,
    );
    const video = document.querySelector('video') as HTMLVideoElement;
    // An error event without a media error (a failing captions track, a stray event) keeps the player.
    fireEvent.error(video.querySelector('track') as HTMLTrackElement);
    fireEvent.error(video);
    expect(document.querySelector('video')).toBe(video);
    expect(screen.queryByText('Video unavailable')).toBeNull();

    // The browser could not load the source: MediaError code 4 (MEDIA_ERR_SRC_NOT_SUPPORTED, e.g. a 404).
    Object.defineProperty(video, 'error', { configurable: true, value: { code: 4, message: 'Not Found' } });
    fireEvent.error(video);
    expect(document.querySelector('video')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Video unavailable');

    rerender(<VideoPlayerModal open={false} {...props} />);
    rerender(<VideoPlayerModal open {...props} />);
    expect(document.querySelector('video')).toHaveAttribute('src', '/howto/bonus.mp4');
  });

  it('closes with Escape, removing the video', async () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <VideoPlayerModal open title="Bonus" src="https://cdn.example.com/b.mp4" onClose={onClose} />,
    );
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    rerender(
      <VideoPlayerModal open={false} title="Bonus" src="https://cdn.example.com/b.mp4" onClose={onClose} />,
    );
    expect(document.querySelector('video')).toBeNull();
  });
});
