import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BottomBar, type BottomBarItem } from './bottom-bar';

const icon = (d: string) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={d} />
  </svg>
);
const icons = {
  profile: icon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0'),
  doc: icon('M6 3h9l3 3v15H6zM9 10h6M9 14h6'),
  list: icon('M4 6h16M4 12h16M4 18h10'),
  chat: icon('M4 5h16v11H8l-4 4z'),
  home: icon('M3 11l9-7 9 7v9h-6v-6H9v6H3z'),
  register: icon('M12 5v14M5 12h14'),
  play: icon('M8 5l11 7-11 7z'),
};

const openConditions = fn();

const playerItems: BottomBarItem[] = [
  { id: 'profile', label: 'โปรไฟล์', icon: icons.profile, href: '#profile' },
  { id: 'conditions', label: 'เงื่อนไข', icon: icons.doc, onSelect: openConditions },
  { id: 'statement', label: 'รายการ', icon: icons.list, href: '#statement' },
  { id: 'contact', label: 'ติดต่อเรา', icon: icons.chat, href: '#contact' },
];

const meta = {
  tags: ['autodocs'],
  title: 'Navigation/BottomBar',
  component: BottomBar,
  args: {
    label: 'เมนูหลัก',
    items: playerItems,
    home: { id: 'home', label: 'หน้าหลัก', icon: icons.home, href: '#home', current: true },
  },
  // On the docs page each story in its own frame: it is fixed to the window.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '640px' } } },
} satisfies Meta<typeof BottomBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Player: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'เมนูหลัก' });
    await expect(within(nav).getByRole('link', { name: 'หน้าหลัก' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: 'เงื่อนไข' }));
    await expect(openConditions).toHaveBeenCalled();
  },
};

export const Guest: Story = {
  args: {
    label: 'เมนู',
    home: { id: 'login', label: 'เข้าสู่ระบบ', icon: icons.home, href: '#login' },
    items: [
      { id: 'register', label: 'สมัครสมาชิก', icon: icons.register, href: '#register', current: true },
      { id: 'howto', label: 'วิธีใช้งาน', icon: icons.play, href: '#howto' },
      { id: 'contact', label: 'ติดต่อเรา', icon: icons.chat, href: '#contact' },
    ],
  },
};

/**
 * `end`: a last entry the app owns, here a support chat launcher docked after the items (the wallet's guest pages).
 * It names itself (an icon button with an accessible name); the bar gives it an item's cell, centred.
 */
export const GuestWithChat: Story = {
  args: {
    ...Guest.args,
    end: (
      <button
        type="button"
        aria-label="Open chat"
        style={{
          width: 44,
          height: 44,
          border: 0,
          borderRadius: '50%',
          background: '#1f6feb',
          color: '#fff',
        }}
      >
        <span aria-hidden="true" style={{ display: 'inline-flex', width: 24, height: 24 }}>
          {icons.chat}
        </span>
      </button>
    ),
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'เมนู' });
    const cells = within(nav).getAllByRole('listitem');
    await expect(cells).toHaveLength(5);
    await expect(within(cells[4] as HTMLElement).getByRole('button', { name: 'Open chat' })).toBeVisible();
  },
};

export const LongLao: Story = {
  args: {
    label: 'ເມນູ',
    home: { id: 'home', label: 'ໜ້າຫຼັກ', icon: icons.home, href: '#home' },
    items: [
      { id: 'profile', label: 'ໂປຣໄຟລ໌ຂອງຂ້ອຍ', icon: icons.profile, href: '#p' },
      { id: 'conditions', label: 'ເງື່ອນໄຂການນຳໃຊ້', icon: icons.doc, href: '#c' },
      { id: 'statement', label: 'ລາຍການເຄື່ອນໄຫວ', icon: icons.list, href: '#s', current: true },
      { id: 'contact', label: 'ຕິດຕໍ່ພວກເຮົາ', icon: icons.chat, href: '#t' },
    ],
  },
};
