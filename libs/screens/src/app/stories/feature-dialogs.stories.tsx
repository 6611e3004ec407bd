// The features' own dialogs, opened as a player opens them (by role and name, in the play function) on their routes
// of the real app against the in-browser sandbox: a game's actions and its account (home), the coupon claim and the
// prize (spin); the howto video player is with the guest routes. Data, error and loading where the dialog reads or writes, in Thai, Lao
// (Laos build) and English. `parameters.covers` names the component each story shows (stories-coverage.test.ts).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenStory, type SandboxStoryParameters, type StoryPlayer } from '../../testing/screen-stories';
import { GameActionsDialog } from '../../features/home/game-actions-dialog';
import { SlotAccountModal } from '../../features/home/slot-account-modal';
import { ClaimModal } from '../../features/spin/claim-modal';
import { SpinPrizeModal } from '../../features/spin/spin-prize-modal';
import { SpinPrizeModal as LazySpinPrizeModal } from '../../features/spin/lazy-spin-prize-modal';
import {
  press,
  showsAlertDialog,
  showsDialog,
  showsDialogButton,
  showsDialogText,
  showsError,
  showsLoading,
  steps,
} from './story-checks';

const as = (player: StoryPlayer, more: Omit<SandboxStoryParameters, 'player'> = {}) => ({
  sandbox: { player, ...more },
});
const laoLaosBuild = { build: 'laos', locale: 'la' };
const english = { locale: 'en' };

const meta = {
  title: 'Screens/Feature dialogs',
  component: ScreenStory,
  args: { path: '/user/home' },
  parameters: as('demo'),
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// Home: a game card opens its actions (PG Soft is open for the demo player), Account opens the login details. The move
// names the demo wallet's 1,250.50 baht.
const openGame = () => press(/^PG Soft/);
const actionsCovered = { ...as('demo'), covers: [GameActionsDialog] };

export const GameActions: Story = {
  parameters: actionsCovered,
  play: steps(openGame, showsDialogButton('PG Soft', /^ย้าย 1,250\.50 บาท แล้วเล่น/)),
};
export const GameActionsLao: Story = {
  parameters: actionsCovered,
  globals: laoLaosBuild,
  play: steps(openGame, showsDialogButton('PG Soft', /^ຍ້າຍ 1,250\.50 ບາດ ແລ້ວຫຼິ້ນ/)),
};
export const GameActionsEnglish: Story = {
  parameters: actionsCovered,
  globals: english,
  play: steps(openGame, showsDialogButton('PG Soft', /^Move 1,250\.50 baht and play/)),
};

const accountCovered = (more: Omit<SandboxStoryParameters, 'player'> = {}) => ({
  ...as('demo', more),
  covers: [SlotAccountModal],
});
const openAccount = (account: string, actions = 'PG Soft') => steps(openGame, () => press(account, actions));

export const SlotAccount: Story = {
  parameters: accountCovered(),
  play: steps(openAccount('บัญชี'), showsDialogButton('บัญชี PG Soft', 'แสดงรหัสผ่าน')),
};
export const SlotAccountError: Story = {
  parameters: accountCovered({
    fail: [{ path: '/api/wallet/account/pg', status: 500, code: 'INTERNAL_SERVER_ERROR' }],
  }),
  play: steps(openAccount('บัญชี'), showsError('โหลดบัญชีเกมไม่ได้')),
};
export const SlotAccountLoading: Story = {
  parameters: accountCovered({ pending: ['/api/wallet/account/pg'] }),
  play: steps(openAccount('บัญชี'), showsLoading('กำลังโหลดบัญชีเกม')),
};
export const SlotAccountLao: Story = {
  parameters: accountCovered(),
  globals: laoLaosBuild,
  play: steps(openAccount('ບັນຊີ'), showsDialogButton('ບັນຊີ PG Soft', 'ສະແດງລະຫັດຜ່ານ')),
};
export const SlotAccountEnglish: Story = {
  parameters: accountCovered(),
  globals: english,
  play: steps(openAccount('Account'), showsDialogButton('PG Soft account', 'Show password')),
};

// Spin: the newest claimable coupon of the demo player is 50฿ from the Lucky Wheel; Confirm claims it.
const spin = { path: '/user/spin' };
const claimCovered = (more: Omit<SandboxStoryParameters, 'player'> = {}) => ({
  ...as('demo', more),
  covers: [ClaimModal],
});

export const Claim: Story = {
  args: spin,
  parameters: claimCovered(),
  play: steps(() => press('รับรางวัล 50฿'), showsDialogText('50฿', 'คูปองจาก Lucky Wheel')),
};
/** The server refuses the claim: the modal closes on an error alert. */
export const ClaimRefused: Story = {
  args: spin,
  parameters: claimCovered({
    fail: [{ path: '/api/spinwheel/coupon/claim', status: 400, code: 'COUPON_EXPIRED' }],
  }),
  play: steps(
    () => press('รับรางวัล 50฿'),
    () => press('ยืนยัน', '50฿'),
    showsAlertDialog('รับคูปองไม่สำเร็จ'),
  ),
};
export const ClaimLao: Story = {
  args: spin,
  parameters: claimCovered(),
  globals: laoLaosBuild,
  play: steps(() => press('ຮັບລາງວັນ 50฿'), showsDialogText('50฿', 'ຄູປອງຈາກ Lucky Wheel')),
};
export const ClaimEnglish: Story = {
  args: spin,
  parameters: claimCovered(),
  globals: english,
  play: steps(() => press('Claim 50฿'), showsDialogText('50฿', 'Coupon from Lucky Wheel')),
};

// The page renders the modal through its loader (lazy-spin-prize-modal.tsx): the story shows both.
const prizeCovered = { ...as('demo'), covers: [SpinPrizeModal, LazySpinPrizeModal] };

/** A spin with one of the demo player's 3 coins: the wheel lands, then the prize modal names the coupon. */
export const SpinPrize: Story = {
  args: spin,
  parameters: prizeCovered,
  play: steps(() => press('หมุน (เหรียญคงเหลือ: 3)'), showsDialog('คุณได้รับคูปอง!')),
};
export const SpinPrizeLao: Story = {
  args: spin,
  parameters: prizeCovered,
  globals: laoLaosBuild,
  play: steps(() => press('ໝູນ (ຫຼຽນຄົງເຫຼືອ: 3)'), showsDialog('ທ່ານໄດ້ຮັບຄູປອງ!')),
};
export const SpinPrizeEnglish: Story = {
  args: spin,
  parameters: prizeCovered,
  globals: english,
  play: steps(() => press('Spin (coins left: 3)'), showsDialog('You got a coupon!')),
};
