// A money action's dialog while its code loads (features/home/money-loading-dialog.tsx): what Deposit, Withdraw and
// Transfer show from the tap on a slow network, titled as the dialog will be, saying it loads. In Thai, Lao (Laos
// build) and English. `parameters.covers` names the component (stories-coverage.test.ts).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoneyLoadingStory } from '../../testing/screen-stories';
import { MoneyLoadingDialog } from '../../features/home/money-loading-dialog';
import { showsDialog, showsLoading, steps } from './story-checks';

const meta = {
  title: 'Screens/Money dialogs loading',
  component: MoneyLoadingStory,
  args: { modal: 'deposit' },
  parameters: { sandbox: { player: 'demo' }, covers: [MoneyLoadingDialog] },
} satisfies Meta<typeof MoneyLoadingStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Deposit: Story = { play: steps(showsDialog('ฝากเงิน'), showsLoading('กำลังโหลด')) };
export const WithdrawLao: Story = {
  args: { modal: 'withdraw' },
  globals: { build: 'laos', locale: 'la' },
  play: steps(showsDialog('ຖອນເງິນ'), showsLoading('ກຳລັງໂຫຼດ')),
};
export const TransferEnglish: Story = {
  args: { modal: 'transfer' },
  globals: { locale: 'en' },
  play: steps(showsDialog('Transfer'), showsLoading('Loading')),
};
