import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { LanguageDropdown, type KitLocale } from '../language-dropdown/language-dropdown';
import { TopBar } from './top-bar';

function Actions({ onLogout }: { onLogout: () => void }) {
  const [locale, setLocale] = useState<KitLocale>('th');
  return (
    <>
      <LanguageDropdown value={locale} onChange={setLocale} compact />
      <Button variant="ghost" onClick={onLogout}>
        ออกจากระบบ
      </Button>
    </>
  );
}

const logout = fn();

const meta = {
  tags: ['autodocs'],
  title: 'Navigation/TopBar',
  component: TopBar,
  args: { title: 'Wallet', end: <Actions onLogout={logout} /> },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await userEvent.click(within(banner).getByRole('button', { name: 'ออกจากระบบ' }));
    await expect(logout).toHaveBeenCalled();
    await userEvent.selectOptions(within(banner).getByRole('combobox'), 'en');
    await expect(within(banner).getByRole('combobox')).toHaveValue('en');
  },
};

export const LongAppName: Story = { args: { title: 'กระเป๋าเงินออนไลน์สำหรับสมาชิกคนพิเศษ' } };
