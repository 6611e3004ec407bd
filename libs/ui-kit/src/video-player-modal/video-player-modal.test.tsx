import { render, screen } from '@testing-library/react';
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
