import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageDropdown, type KitLocale } from './language-dropdown';

const meta = {
  tags: ['autodocs'],
  title: 'Inputs/LanguageDropdown',
  component: LanguageDropdown,
  args: { value: 'th', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState<KitLocale>(args.value);
    return (
      <LanguageDropdown
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof LanguageDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoginPage: Story = {
  args: { showLabel: true },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox');
    await expect(within(select).getByRole('option', { name: 'ລາວ' })).toHaveAttribute('lang', 'lo');
    await userEvent.selectOptions(select, 'la');
    await expect(args.onChange).toHaveBeenCalledWith('la');
    await expect(select).toHaveValue('la');
  },
};
export const TopBarCompact: Story = { args: { compact: true } };
export const LaosBuildDefault: Story = { args: { value: 'la', showLabel: true } };

/** English kit texts (the app passes none for English). */
export const EnglishTexts: Story = { globals: { locale: 'en' }, args: { showLabel: true, value: 'en' } };
