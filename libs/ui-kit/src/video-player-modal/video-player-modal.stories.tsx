import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { storyAsset } from '../testing/story-assets';
import { VideoPlayerModal } from './video-player-modal';

/** Storybook's own 2-second sample (made by apps/web-e2e/howto-videos/make-howto-videos.ts), beside the page. */
const SAMPLE = storyAsset('howto-sample.mp4');

const videos = [
  { id: 'wallet', title: 'วิธีใช้งานกระเป๋าเงิน' },
  { id: 'play', title: 'วิธีเข้าเล่นเกม' },
  { id: 'balance', title: 'วิธีเช็คยอดเงิน' },
];

function HowTo({ src }: { src?: string }) {
  const [open, setOpen] = useState<string | null>(null);
  const current = videos.find((v) => v.id === open);
  return (
    <>
      <div style={{ display: 'grid', gap: 8 }}>
        {videos.map((v) => (
          <Button key={v.id} variant="secondary" onClick={() => setOpen(v.id)}>
            {v.title}
          </Button>
        ))}
      </div>
      <VideoPlayerModal
        open={current !== undefined}
        title={current?.title ?? ''}
        src={src ?? SAMPLE}
        unavailableText="ไม่สามารถเล่นวิดีโอนี้ได้"
        onClose={() => setOpen(null)}
      />
    </>
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'Overlays/VideoPlayerModal',
  // The docs page's props table is the kit component's (react-docgen reads it); the stories render it opened from a how-to list.
  component: VideoPlayerModal as unknown as typeof HowTo,
  render: (args) => <HowTo {...args} />,
} satisfies Meta<typeof HowTo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'วิธีเข้าเล่นเกม' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'วิธีเข้าเล่นเกม' });
    await expect(dialog.querySelector('video')).toHaveAttribute('controls');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

export const UnsafeUrlRefused: Story = {
  args: { src: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'วิธีใช้งานกระเป๋าเงิน' }));
    await expect(await screen.findByText('ไม่สามารถเล่นวิดีโอนี้ได้')).toBeInTheDocument();
  },
};

/** The player open, with a Thai captions track, as the how-to page shows it. */
export const OpenWithCaptions: Story = {
  // Not on the docs page: open at once, its modal dialog would cover the page.
  tags: ['!autodocs'],
  render: () => (
    <VideoPlayerModal
      open
      title="วิธีรับโบนัส"
      src={SAMPLE}
      captions={{ src: storyAsset('howto-bonus.th.vtt'), lang: 'th', label: 'ไทย' }}
      onClose={() => undefined}
    />
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'วิธีรับโบนัส' });
    await expect(dialog.querySelector('track')).toHaveAttribute('srclang', 'th');
  },
};
