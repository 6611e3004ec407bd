// The signed-in routes of app/routes.tsx (docs/product.md#routes) in their main states, rendered by the real app against the
// in-browser sandbox: data (the demo player), empty (the newcomer), error (the main read fails), loading (it never
// answers); a few run in Lao and English or with the Laos build.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenStory, type SandboxStoryParameters, type StoryPlayer } from '../../testing/screen-stories';
import { AgreementModal } from '../../features/home/agreement-modal';
import AgreementDialog from '../../features/home/agreement-dialog';
import { ConditionsModal as Conditions } from '../../features/conditions/conditions-modal';
import { EditProfileModal } from '../../features/profile/edit-profile-modal';
import { ChangePasswordModal } from '../../features/profile/change-password-modal';
import { SlipStatusModal } from '../../features/statement/slip-status-modal';
import { opensDialog, showsDialog, showsError, showsHeading, showsLoading, showsText } from './story-checks';

const as = (player: StoryPlayer, more: Omit<SandboxStoryParameters, 'player'> = {}) => ({
  sandbox: { player, ...more },
});
const failing = (path: string) =>
  as('demo', { fail: [{ path, status: 500, code: 'INTERNAL_SERVER_ERROR' }] });
const pending = (path: string) => as('demo', { pending: [path] });

const meta = {
  title: 'Screens/Player routes',
  component: ScreenStory,
  args: { path: '/user/home' },
  parameters: as('demo'),
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = { play: showsText('Somchai Demo', /^2,251\.25/) };
export const HomeEmpty: Story = {
  parameters: as('newcomer'),
  play: showsText('Suda Newcomer', 'SUDA NEWCOMER'),
};
export const HomeError: Story = { parameters: failing('/api/wallet'), play: showsError('โหลดกระเป๋าเงินไม่ได้') };
export const HomeLoading: Story = {
  parameters: pending('/api/wallet'),
  play: showsLoading('กำลังโหลดกระเป๋าเงินของคุณ'),
};
/** First visit: the agreement modal stands in front of home until accepted. */
export const HomeAgreement: Story = {
  parameters: { ...as('demo', { agreementAccepted: false }), covers: [AgreementModal, AgreementDialog] },
  play: showsDialog('ข้อตกลง'),
};
/** The player shell's conditions, opened from the bottom bar. */
export const ConditionsModal: Story = {
  parameters: { covers: [Conditions] },
  play: opensDialog('เงื่อนไข', 'เงื่อนไข'),
};
export const HomeLao: Story = {
  globals: { build: 'laos', locale: 'la' },
  play: showsText('ຍອດເງິນລວມ', 'Somchai Demo'),
};
export const HomeEnglish: Story = {
  globals: { locale: 'en' },
  play: showsText('Total balance', 'Somchai Demo'),
};

export const Profile: Story = { args: { path: '/user/profile' }, play: showsText('โปรไฟล์', '123-456-7890') };
export const ProfileEditModal: Story = {
  args: { path: '/user/profile' },
  parameters: { covers: [EditProfileModal] },
  play: opensDialog('แก้ไขโปรไฟล์', 'แก้ไขโปรไฟล์'),
};
export const ProfileChangePasswordModal: Story = {
  args: { path: '/user/profile' },
  parameters: { covers: [ChangePasswordModal] },
  play: opensDialog('เปลี่ยนรหัสผ่าน', 'เปลี่ยนรหัสผ่าน'),
};
export const ProfileError: Story = {
  args: { path: '/user/profile' },
  parameters: failing('/api/account/profile'),
  play: showsError('โหลดโปรไฟล์ของคุณไม่สำเร็จ'),
};
export const ProfileLoading: Story = {
  args: { path: '/user/profile' },
  parameters: pending('/api/account/profile'),
  play: showsLoading('กำลังโหลดข้อมูลส่วนตัว'),
};

export const Bonus: Story = { args: { path: '/user/bonus' }, play: showsText('โบนัส', 'รับไปแล้ว') };
/** A player holding a bonus: the "current" card. */
export const BonusHeld: Story = {
  args: { path: '/user/bonus' },
  parameters: as('bonus'),
  play: showsText('โบนัส', 'CASHBACK5'),
};
export const BonusError: Story = {
  args: { path: '/user/bonus' },
  parameters: failing('/api/bonus'),
  play: showsError('ไม่สามารถโหลดโบนัสได้'),
};
export const BonusLoading: Story = {
  args: { path: '/user/bonus' },
  parameters: pending('/api/bonus'),
  play: showsLoading('กำลังโหลดโบนัส'),
};

export const Statement: Story = {
  args: { path: '/user/statement' },
  play: showsText('รายการเดินบัญชี', /^1 \/ \d+$|หน้า/),
};
/** The slip uploads, opened from the statement page. */
export const StatementUploadStatusModal: Story = {
  args: { path: '/user/statement' },
  parameters: { covers: [SlipStatusModal] },
  play: opensDialog('สถานะการอัปโหลด', 'สถานะการอัปโหลด'),
};
export const StatementEmpty: Story = {
  args: { path: '/user/statement' },
  parameters: as('newcomer'),
  play: showsHeading('ยังไม่มีรายการ'),
};
export const StatementError: Story = {
  args: { path: '/user/statement' },
  parameters: failing('/api/statement'),
  play: showsError('ไม่สามารถโหลดรายการเดินบัญชีได้'),
};
export const StatementLoading: Story = {
  args: { path: '/user/statement' },
  parameters: pending('/api/statement'),
  play: showsLoading('กำลังโหลด'),
};

export const Spin: Story = { args: { path: '/user/spin' }, play: showsText('วงล้อรางวัล', /เหรียญคงเหลือ: 3/) };
/** The newcomer: the wheel is not open for them and they hold no coupons. */
export const SpinEmpty: Story = {
  args: { path: '/user/spin' },
  parameters: as('newcomer'),
  play: showsHeading('วงล้อรางวัลยังไม่เปิดให้หมุนในขณะนี้'),
};
export const SpinError: Story = {
  args: { path: '/user/spin' },
  parameters: failing('/api/spinwheel/setup'),
  play: showsError('โหลดวงล้อรางวัลไม่สำเร็จ'),
};
export const SpinLoading: Story = {
  args: { path: '/user/spin' },
  parameters: pending('/api/spinwheel/setup'),
  play: showsLoading('กำลังโหลดวงล้อรางวัล'),
};

export const Contact: Story = {
  args: { path: '/user/contact' },
  play: showsText('ติดต่อเรา', /@wallet-sandbox/),
};

/** /howto opened by a player (another tab, a link): the videos inside the player shell, still logged in. */
export const Howto: Story = {
  args: { path: '/user/howto' },
  play: showsHeading('วิดีโอแนะนำการใช้งาน'),
};
