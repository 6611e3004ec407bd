// The route table's error page (app/route-error-page.tsx) as a player meets it: a page whose code could not be
// downloaded, shown by the app's router as for any route, in each language and both builds.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BrokenRouteStory } from '../../testing/screen-stories';
import { RouteErrorPage } from '../route-error-page';
import { showsLoading, showsText } from './story-checks';

const meta = {
  title: 'Screens/Route error page',
  component: BrokenRouteStory,
  args: { path: '/register' },
  parameters: { sandbox: {}, covers: [RouteErrorPage] },
} satisfies Meta<typeof BrokenRouteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first missing chunk after a deployment: one clean reload (the new version) instead of the error. */
export const FirstFailureReloads: Story = {
  args: { reloaded: false },
  play: showsLoading('กำลังโหลดเวอร์ชันใหม่'),
};
/** The chunk is still missing after that reload: the error page with its retry. */
export const GuestPage: Story = {
  play: showsText('เกิดข้อผิดพลาด', 'ไม่สามารถโหลดหน้านี้ได้ โปรดลองอีกครั้ง'),
};
/** A signed-in player's page fails the same way. */
export const PlayerPage: Story = {
  args: { path: '/user/profile' },
  parameters: { sandbox: { player: 'demo' } },
  play: showsText('เกิดข้อผิดพลาด', 'ไม่สามารถโหลดหน้านี้ได้ โปรดลองอีกครั้ง'),
};
export const LaoLaosBuild: Story = {
  globals: { build: 'laos', locale: 'la' },
  play: showsText('ເກີດຂໍ້ຜິດພາດ', 'ບໍ່ສາມາດໂຫຼດໜ້ານີ້ໄດ້ ກະລຸນາລອງໃໝ່ອີກຄັ້ງ'),
};
export const English: Story = {
  globals: { locale: 'en' },
  play: showsText('Something went wrong', 'This page could not be loaded. Please try again.'),
};
