import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { GameCard } from '../game-card/game-card';
import { storyAsset } from '../testing/story-assets';
import { Carousel } from './carousel';

interface Game {
  code: string;
  name: string;
  isActive: boolean;
  amount: number;
}

const games: Game[] = [
  { code: 'pg', name: 'PG Slot', isActive: true, amount: 1520.5 },
  { code: 'joker', name: 'Joker', isActive: false, amount: 0 },
  { code: 'slotxo', name: 'SlotXO', isActive: true, amount: 0 },
  { code: 'betflix', name: 'Betflix', isActive: true, amount: 99999999.99 },
  { code: 'askmebet', name: 'Askmebet', isActive: false, amount: 0 },
];

function GameRow({
  items = games,
  width = 300,
  minSlideWidth,
}: {
  items?: Game[];
  width?: number;
  minSlideWidth?: number;
}) {
  return (
    <Carousel
      label="เกมสล็อต"
      items={items}
      width={width}
      {...(minSlideWidth ? { minSlideWidth } : {})}
      height={211}
      slidesPerView={3}
      getKey={(g) => g.code}
      renderSlide={(g) => (
        <GameCard
          name={g.name}
          logo={storyAsset('game-logo.svg')}
          background={storyAsset('game-background.svg')}
          isActive={g.isActive}
          amount={g.amount}
          currency="฿"
          openAccountLabel="เปิดบัญชี"
        />
      )}
    />
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'Content/Carousel',
  // The docs page's props table is the kit component's (react-docgen reads it); the stories render it a row of game cards.
  component: Carousel as unknown as typeof GameRow,
  render: (args) => <GameRow {...args} />,
} satisfies Meta<typeof GameRow>;

export default meta;
type Story = StoryObj<typeof meta>;

const visible = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('[aria-roledescription="slide"]:not([aria-hidden])')).map((s) =>
    s.getAttribute('aria-label'),
  );

export const SlotGames: Story = {
  // Each step waits for the slides it expects (the track slides in 0.3 s; a slow canvas renders late).
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shows = (labels: string[]) => waitFor(() => expect(visible(canvasElement)).toEqual(labels));
    await shows(['1 จาก 5', '2 จาก 5', '3 จาก 5']);
    await userEvent.click(await canvas.findByRole('button', { name: 'สไลด์ถัดไป' }));
    await shows(['2 จาก 5', '3 จาก 5', '4 จาก 5']);
    canvas.getByRole('button', { name: /Joker/ }).focus();
    await userEvent.keyboard('{End}');
    await shows(['3 จาก 5', '4 จาก 5', '5 จาก 5']);
    const frame = canvasElement.querySelector('.wk-carousel__frame') as HTMLElement;
    fireEvent.pointerDown(frame, { clientX: 100 });
    fireEvent.pointerUp(frame, { clientX: 200 });
    await shows(['2 จาก 5', '3 จาก 5', '4 จาก 5']);
  },
};

export const FitsWithoutArrows: Story = { args: { items: games.slice(0, 2) } };

/**
 * With `minSlideWidth`, a row that holds more than `slidesPerView` cards shows as many as fit (the game rows: 180 px
 * each, more than three from 1024 px). Here 80 px cards in the phone canvas (at most 360 px): four of the five.
 */
export const WideRow: Story = {
  args: { width: 360, minSlideWidth: 80 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(visible(canvasElement)).toEqual(['1 จาก 5', '2 จาก 5', '3 จาก 5', '4 จาก 5']));
  },
};
