import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { CopyButton } from './copy-button';

const meta = {
  tags: ['autodocs'],
  title: 'Inputs/CopyButton',
  component: CopyButton,
  args: { text: '123-4-56789-0' },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Copied: Story = {
  args: { writeText: () => Promise.resolve() },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'คัดลอก' }));
    await expect(await screen.findByText('คัดลอกแล้ว: 123-4-56789-0')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { writeText: () => Promise.reject(new Error('denied')) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'คัดลอก' }));
    await expect(await screen.findByText('คัดลอกไม่สำเร็จ')).toBeInTheDocument();
  },
};

export const InviteLink: Story = {
  args: {
    text: 'https://wallet.example.com/register?code=PR64f1c2a9b8e7d6c5',
    children: 'คัดลอกลิงก์เชิญเพื่อน',
    fullWidth: true,
  },
};
