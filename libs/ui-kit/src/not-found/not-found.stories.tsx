import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFound } from './not-found';

const meta = {
  tags: ['autodocs'],
  title: 'Feedback/NotFound',
  component: NotFound,
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageNotFound: Story = {
  args: { title: 'Page Not Found', action: <a href="#home">Home</a> },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeInTheDocument();
  },
};
export const TranslatedDefault: Story = { args: { description: 'หน้าที่คุณต้องการอาจถูกย้ายหรือไม่มีอยู่' } };

/** English default text 'Page Not Found'. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeInTheDocument();
  },
};
