import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './skeleton';

const meta = {
  tags: ['autodocs'],
  title: 'Feedback/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = { args: { lines: 3 } };

export const GameCardSize: Story = {
  args: { shape: 'block', width: 300, height: 211 },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('.wk-skeleton') as HTMLElement;
    await expect(block.getBoundingClientRect().height).toBe(211);
  },
};

export const Avatar: Story = { args: { shape: 'circle', width: 48, height: 48 } };
