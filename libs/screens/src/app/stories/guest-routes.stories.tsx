// The guest routes of app/routes.tsx (docs/product.md#routes), rendered by the real app against the in-browser sandbox.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenStory, type SandboxStoryParameters } from '../../testing/screen-stories';
import { HowtoPage } from '../../features/howto/howto-page';
import HowtoVideoDialog from '../../features/howto/howto-video-dialog';
import { loadsVideo, press, showsDialog, showsHeading, showsLoading, showsText, steps } from './story-checks';

const sandbox = (parameters: SandboxStoryParameters = {}) => ({ sandbox: parameters });
const failing = (path: string) => sandbox({ fail: [{ path, status: 500, code: 'INTERNAL_SERVER_ERROR' }] });

const meta = {
  title: 'Screens/Guest routes',
  component: ScreenStory,
  args: { path: '/login' },
  parameters: sandbox(),
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = { play: showsText('Siam Wallet', 'เข้าสู่ระบบกระเป๋าเงินของคุณ') };

/** The Laos app's build config and its default language. */
export const LoginLaosBuild: Story = {
  globals: { build: 'laos', locale: 'la' },
  play: showsText('Lanxang Wallet', 'ເຂົ້າສູ່ລະບົບກະເປົາເງິນຂອງທ່ານ'),
};

export const LoginEnglish: Story = {
  globals: { locale: 'en' },
  play: showsText('Siam Wallet', 'Log in to your wallet'),
};

export const Register: Story = { args: { path: '/register' }, play: showsHeading('สมัครสมาชิก') };

export const RegisterLaosBuild: Story = {
  args: { path: '/register' },
  globals: { build: 'laos', locale: 'la' },
  play: showsHeading('ສະໝັກສະມາຊິກ'),
};

export const Howto: Story = { args: { path: '/howto' }, play: showsHeading('วิดีโอแนะนำการใช้งาน') };

/** The kit's video player, opened from the list, playing the build's own video (`covers`: see stories-coverage.test.ts). */
const howtoVideo = {
  args: { path: '/howto' },
  parameters: { sandbox: {}, covers: [HowtoPage, HowtoVideoDialog] },
};

export const HowtoVideo: Story = {
  ...howtoVideo,
  play: steps(() => press('วิธีเล่นเกม'), showsDialog('วิธีเล่นเกม'), loadsVideo('วิธีเล่นเกม')),
};
export const HowtoVideoLao: Story = {
  ...howtoVideo,
  globals: { build: 'laos', locale: 'la' },
  play: steps(() => press('ວິທີຫຼິ້ນເກມ'), showsDialog('ວິທີຫຼິ້ນເກມ'), loadsVideo('ວິທີຫຼິ້ນເກມ')),
};
export const HowtoVideoEnglish: Story = {
  ...howtoVideo,
  globals: { locale: 'en' },
  play: steps(() => press('How to play'), showsDialog('How to play'), loadsVideo('How to play')),
};

export const Contact: Story = {
  args: { path: '/contact' },
  play: showsText('ติดต่อเรา', /@wallet-sandbox/),
};

/** A failed contact read hides the contact lines (docs/product.md#routes: the page stays usable). */
export const ContactError: Story = {
  args: { path: '/contact' },
  parameters: failing('/api/lookup/contact'),
  play: showsHeading('ติดต่อเรา'),
};

export const ContactLoading: Story = {
  args: { path: '/contact' },
  parameters: sandbox({ pending: ['/api/lookup/contact'] }),
  play: showsLoading('กำลังโหลดข้อมูลการติดต่อ'),
};

export const Terminated: Story = {
  args: { path: '/terminated' },
  parameters: sandbox({ switches: { gone: true } }),
  play: showsHeading('บริการนี้ปิดให้บริการแล้ว'),
};

export const NotFound: Story = { args: { path: '/no-such-page' }, play: showsHeading('ไม่พบหน้าที่ต้องการ') };
