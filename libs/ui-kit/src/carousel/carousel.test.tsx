import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

const games = ['PG', 'Joker', 'Slotxo', 'Betflix', 'Askmebet'];

function renderCarousel(onIndexChange = vi.fn()) {
  render(
    <Carousel
      label="Slot games"
      items={games}
      getKey={(g) => g}
      width={300}
      height={211}
      onIndexChange={onIndexChange}
      renderSlide={(g) => <button type="button">{g}</button>}
    />,
  );
  return onIndexChange;
}

const visibleNames = () =>
  screen
    .getAllByRole('group')
    .filter((g) => !g.hasAttribute('aria-hidden'))
    .map((g) => g.textContent);

describe('Carousel', () => {
  it('is a named carousel showing 3 labelled slides in a 300 x 211 frame; the rest are hidden and inert', () => {
    renderCarousel();
    expect(screen.getByRole('region', { name: 'Slot games' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getByRole('group', { name: '1 of 5' })).toHaveAttribute('aria-roledescription', 'slide');
    expect(visibleNames()).toEqual(['PG', 'Joker', 'Slotxo']);
    const hidden = screen
      .getAllByRole('group', { hidden: true })
      .filter((g) => g.hasAttribute('aria-hidden'));
    expect(hidden).toHaveLength(2);
    hidden.forEach((g) => expect(g).toHaveAttribute('inert'));
    const frame = document.querySelector<HTMLElement>('.wk-carousel__frame');
    expect(frame?.style.width).toBe('300px');
    expect(frame?.style.height).toBe('211px');
  });

  it('moves with the arrows and stops at the ends', async () => {
    const onIndexChange = renderCarousel();
    const prev = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(prev).toBeDisabled();
    await userEvent.click(next);
    await userEvent.click(next);
    expect(visibleNames()).toEqual(['Slotxo', 'Betflix', 'Askmebet']);
    expect(next).toBeDisabled();
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
  });

  it('moves with ArrowRight, ArrowLeft, End and Home while focus is inside', async () => {
    renderCarousel();
    screen.getByRole('button', { name: 'PG' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(visibleNames()).toEqual(['Joker', 'Slotxo', 'Betflix']);
    await userEvent.keyboard('{End}');
    expect(visibleNames()).toEqual(['Slotxo', 'Betflix', 'Askmebet']);
    await userEvent.keyboard('{ArrowLeft}');
    expect(visibleNames()).toEqual(['Joker', 'Slotxo', 'Betflix']);
    await userEvent.keyboard('{Home}');
    expect(visibleNames()).toEqual(['PG', 'Joker', 'Slotxo']);
  });

  it('follows a swipe left and right, ignoring small moves', () => {
    renderCarousel();
    const frame = document.querySelector('.wk-carousel__frame') as HTMLElement;
    fireEvent.pointerDown(frame, { clientX: 200 });
    fireEvent.pointerUp(frame, { clientX: 120 });
    expect(visibleNames()).toEqual(['Joker', 'Slotxo', 'Betflix']);
    fireEvent.pointerDown(frame, { clientX: 100 });
    fireEvent.pointerUp(frame, { clientX: 120 });
    expect(visibleNames()).toEqual(['Joker', 'Slotxo', 'Betflix']);
    fireEvent.pointerDown(frame, { clientX: 100 });
    fireEvent.pointerUp(frame, { clientX: 180 });
    expect(visibleNames()).toEqual(['PG', 'Joker', 'Slotxo']);
  });

  it('shows no arrows when everything fits', () => {
    render(
      <Carousel label="Lotto" items={['Huay']} getKey={(g) => g} renderSlide={(g) => <span>{g}</span>} />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('with a minimum slide width shows as many slides as the frame holds, never fewer than slidesPerView', () => {
    // jsdom lays nothing out: the frame's width and its resizes are played by hand.
    let frameWidth = 330;
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => frameWidth);
    const observers: Array<() => void> = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const renderSlide = vi.fn((g: string) => <span>{g}</span>);
    try {
      render(
        <Carousel
          label="Slot games"
          items={[...games, 'Joker 2', 'Huay']}
          getKey={(g) => g}
          slidesPerView={3}
          minSlideWidth={180}
          renderSlide={renderSlide}
        />,
      );
      const firstRender = renderSlide.mock.calls.length;
      // A phone's 330 px row holds one card of 180 px: the three of a phone stay, and the slides are not rendered
      // again for that measurement (on home it was every card of every row, once more, for nothing).
      act(() => observers.forEach((resized) => resized()));
      expect(visibleNames()).toEqual(['PG', 'Joker', 'Slotxo']);
      expect(renderSlide).toHaveBeenCalledTimes(firstRender);
      // A desktop's 928 px row: five.
      frameWidth = 928;
      act(() => observers.forEach((resized) => resized()));
      expect(visibleNames()).toEqual(['PG', 'Joker', 'Slotxo', 'Betflix', 'Askmebet']);
      expect(document.querySelector<HTMLElement>('.wk-carousel__slide')?.style.flexBasis).toBe('20%');
    } finally {
      width.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});
