import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './pagination';

const meta = {
  tags: ['autodocs'],
  title: 'Data/Pagination',
  component: Pagination,
  args: { page: 1, totalPages: 12, onPageChange: fn() },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(p) => {
          setPage(p);
          args.onPageChange(p);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'หน้าก่อนหน้า' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'หน้าถัดไป' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'หน้า 2' })).toHaveAttribute('aria-current', 'page');
  },
};
/** 3 pages before and 1 after the current one. */
export const MiddlePage: Story = {
  args: { page: 7 },
  play: async ({ canvasElement }) => {
    const labels = within(canvasElement)
      .getAllByRole('button', { name: /^หน้า \d+$/ })
      .map((b) => b.textContent);
    await expect(labels).toEqual(['4', '5', '6', '7', '8']);
  },
};
export const LastPage: Story = { args: { page: 12 } };
export const TwoPages: Story = { args: { page: 1, totalPages: 2 } };

/** Dark theme tokens. */
export const DarkTheme: Story = { globals: { theme: 'dark' }, args: { page: 3 } };
