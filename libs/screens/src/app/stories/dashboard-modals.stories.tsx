// The home dashboard's modals (app/dashboard-modals.ts) opened in their main states against the in-browser sandbox:
// data (the demo player), empty (the newcomer), error (the modal's main read fails), loading (it never answers).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalStory, type SandboxStoryParameters, type StoryPlayer } from '../../testing/screen-stories';
import { EnglishNameModal } from '../../features/deposit/english-name-modal';
import {
  fill,
  press,
  showsDialog,
  showsDialogButton,
  showsError,
  showsFormError,
  showsLoading,
  showsText,
  steps,
} from './story-checks';

const as = (player: StoryPlayer, more: Omit<SandboxStoryParameters, 'player'> = {}) => ({
  sandbox: { player, noBanners: true, ...more },
});
const failing = (path: string) =>
  as('demo', { fail: [{ path, status: 500, code: 'INTERNAL_SERVER_ERROR' }] });
const pending = (path: string) => as('demo', { pending: [path] });

const meta = {
  title: 'Screens/Dashboard modals',
  component: ModalStory,
  args: { modal: 'deposit' },
  parameters: as('demo'),
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The choice of methods first; the bank transfer method lists the accounts. */
export const Deposit: Story = {
  play: steps(() => press('โอนผ่านธนาคาร', 'ฝากเงิน'), showsText('โอนผ่านธนาคาร', '407-123-4567')),
};
export const DepositError: Story = {
  parameters: failing('/api/lookup/deposit'),
  play: showsError('โหลดบัญชีสำหรับฝากเงินไม่สำเร็จ'),
};
export const DepositLoading: Story = {
  parameters: pending('/api/lookup/deposit'),
  play: showsLoading('กำลังโหลดบัญชีสำหรับฝากเงิน'),
};
/** The Laos build in Lao (its own QR minimums). */
export const DepositLao: Story = { globals: { build: 'laos', locale: 'la' }, play: showsDialog('ຝາກເງິນ') };

/** A KTB player with a Thai account name: copying a deposit account first asks for the name in English. */
const englishName = (more: Omit<SandboxStoryParameters, 'player'> = {}) => ({
  ...as('ktb', more),
  covers: [EnglishNameModal],
});
/** The bank transfer method, then Copy of the seed's first deposit account (its name says the number). */
const BANK_TRANSFER: Record<string, string> = {
  ฝากเงิน: 'โอนผ่านธนาคาร',
  ຝາກເງິນ: 'ໂອນຜ່ານທະນາຄານ',
  Deposit: 'Bank transfer',
};
const askName = (deposit: string) => async () => {
  await press(BANK_TRANSFER[deposit] ?? 'Bank transfer', deposit);
  await press(/407-123-4567/, deposit);
};

export const DepositEnglishName: Story = {
  parameters: englishName(),
  play: steps(askName('ฝากเงิน'), showsDialogButton('ชื่อบัญชีธนาคารภาษาอังกฤษ', 'บันทึกและคัดลอก')),
};
/** Saving the name fails: the form says why and stays open. */
export const DepositEnglishNameError: Story = {
  parameters: englishName({
    fail: [{ path: '/api/account/bankAccountName', status: 500, code: 'INTERNAL_SERVER_ERROR' }],
  }),
  play: steps(
    askName('ฝากเงิน'),
    () => fill('ชื่อบัญชีธนาคารภาษาอังกฤษ', /^ชื่อบัญชีภาษาอังกฤษ/, 'ANAN KTB'),
    () => press('บันทึกและคัดลอก', 'ชื่อบัญชีธนาคารภาษาอังกฤษ'),
    showsFormError('ชื่อบัญชีธนาคารภาษาอังกฤษ'),
  ),
};
export const DepositEnglishNameLao: Story = {
  parameters: englishName(),
  globals: { build: 'laos', locale: 'la' },
  play: steps(askName('ຝາກເງິນ'), showsDialogButton('ຊື່ບັນຊີທະນາຄານເປັນພາສາອັງກິດ', 'ບັນທຶກ ແລະ ສຳເນົາ')),
};
export const DepositEnglishNameEnglish: Story = {
  parameters: englishName(),
  globals: { locale: 'en' },
  play: steps(askName('Deposit'), showsDialogButton('Bank account name in English', 'Save and copy')),
};

export const Transfer: Story = { args: { modal: 'transfer' }, play: showsText('โอนเงิน', /^1,250\.50/) };
export const TransferEmpty: Story = {
  args: { modal: 'transfer' },
  parameters: as('newcomer'),
  play: showsText('โอนเงิน', 'ยอดที่ใช้ได้: 0.00 บาท'),
};
export const TransferError: Story = {
  args: { modal: 'transfer' },
  parameters: failing('/api/wallet'),
  play: showsError('ไม่สามารถโหลดยอดเงินของคุณได้'),
};
export const TransferLoading: Story = {
  args: { modal: 'transfer' },
  parameters: pending('/api/wallet'),
  play: showsLoading('กำลังโหลดยอดเงินของคุณ'),
};

export const Withdraw: Story = { args: { modal: 'withdraw' }, play: showsText('ถอนเงิน', /^2,251\.25/) };
export const WithdrawEmpty: Story = {
  args: { modal: 'withdraw' },
  parameters: as('newcomer'),
  play: showsText('ถอนเงิน', /^0\.00/),
};
export const WithdrawError: Story = {
  args: { modal: 'withdraw' },
  parameters: failing('/api/wallet'),
  play: showsError('ไม่สามารถโหลดยอดเงินของคุณได้'),
};
export const WithdrawLoading: Story = {
  args: { modal: 'withdraw' },
  parameters: pending('/api/wallet'),
  play: showsLoading('กำลังโหลดยอดเงินของคุณ'),
};

/** With the seed's banners: the banners come first. */
export const InviteBanners: Story = {
  args: { modal: 'invite' },
  parameters: { sandbox: { player: 'demo', noBanners: false } },
  play: showsDialog('โปรโมชั่นชวนเพื่อน'),
};
export const Invite: Story = { args: { modal: 'invite' }, play: showsDialog('ชวนเพื่อน') };
export const InviteEmpty: Story = {
  args: { modal: 'invite' },
  parameters: as('newcomer'),
  play: showsText('ชวนเพื่อน', 'ยังไม่มีเพื่อนที่ชวน'),
};
export const InviteError: Story = {
  args: { modal: 'invite' },
  parameters: failing('/api/invite'),
  play: showsError('ขณะนี้ไม่สามารถแสดงรายชื่อเพื่อนที่ชวนได้'),
};
export const InviteLoading: Story = {
  args: { modal: 'invite' },
  parameters: pending('/api/wallet'),
  play: showsLoading('กำลังโหลดลิงก์ชวนเพื่อน'),
};

export const RefundBanners: Story = {
  args: { modal: 'refund' },
  parameters: { sandbox: { player: 'demo', noBanners: false } },
  play: showsDialog('โปรโมชั่นคืนเงิน'),
};
export const Refund: Story = { args: { modal: 'refund' }, play: showsDialog('คืนยอดเสีย') };
export const RefundEmpty: Story = {
  args: { modal: 'refund' },
  parameters: as('newcomer'),
  play: showsText('คืนยอดเสีย', 'ยังไม่มีรายการคืนเงิน'),
};
export const RefundError: Story = {
  args: { modal: 'refund' },
  parameters: failing('/api/refund/check'),
  play: showsError('ไม่สามารถโหลดยอดคืนเงินได้'),
};
export const RefundLoading: Story = {
  args: { modal: 'refund' },
  parameters: pending('/api/refund/check'),
  play: showsLoading('กำลังโหลดยอดคืนเงิน'),
};
