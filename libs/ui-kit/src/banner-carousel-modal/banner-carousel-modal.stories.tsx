import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { storyAsset } from '../testing/story-assets';
import { BannerCarouselModal } from './banner-carousel-modal';

const meta = {
  tags: ['autodocs'],
  // On the docs page each story in its own frame: a modal dialog covers the whole page.
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  title: 'Overlays/BannerCarouselModal',
  component: BannerCarouselModal,
  args: { open: true, title: 'โปรโมชันชวนเพื่อน', onClose: fn(), banners: [] },
  render: (args) => (
    <BannerCarouselModal
      {...args}
      banners={[
        {
          image: storyAsset('banner-invite.svg'),
          html: '<p>ชวนเพื่อนรับ <strong>10%</strong> จากยอดเล่นของเพื่อนทุกวัน</p>',
        },
        { image: storyAsset('banner-refund.svg'), html: '<p>คืนยอดเสีย 5% ทุกสัปดาห์</p>' },
      ]}
      imageAlt={(i) => `แบนเนอร์ ${i + 1}`}
    />
  ),
} satisfies Meta<typeof BannerCarouselModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InviteBanners: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'โปรโมชันชวนเพื่อน' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'สไลด์ถัดไป' }));
    await expect(within(dialog).getByRole('group', { name: '2 จาก 2' })).not.toHaveAttribute('aria-hidden');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
