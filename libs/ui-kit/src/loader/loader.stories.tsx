import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { LOADER_DELAY_MS } from '../domain-bridge';
import { Loader } from './loader';

const meta = {
  tags: ['autodocs'],
  // On the docs page each story in its own frame: it is fixed to the window.
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  title: 'Feedback/Loader',
  component: Loader,
  args: { active: true },
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toBeInTheDocument(), {
      timeout: LOADER_DELAY_MS * 5,
    });
  },
};

export const Overlay: Story = { args: { variant: 'overlay', label: 'กำลังโหลดกระเป๋าเงิน' } };

/** A call that ends before the loader delay never shows a spinner. */
export const QuickCallShowsNothing: Story = {
  render: function Render() {
    const [busy, setBusy] = useState(false);
    return (
      <>
        <Button
          onClick={() => {
            setBusy(true);
            setTimeout(() => setBusy(false), LOADER_DELAY_MS / 4);
          }}
        >
          โหลด
        </Button>
        <Loader active={busy} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await new Promise((resolve) => setTimeout(resolve, LOADER_DELAY_MS * 2));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};
