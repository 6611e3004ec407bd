import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { RESIZE_DEBOUNCE_MS, wheelSize } from '@wallet/domain';
import { TAU, normalizeAngle, sliceIndexAt } from './geometry';
import { REDUCED_MOTION_SETTLE_MS, SpinWheel } from './spin-wheel';
import type { RestDetail, SpinWheelOptions } from './types';
import {
  cssColorToRgb,
  deferred,
  makeSlices,
  pixelUnderPointer,
  renderedRotation,
  sameColor,
} from './testing/wheel-fixtures';

let container: HTMLDivElement;
const wheels: SpinWheel[] = [];

function mount(options: Partial<SpinWheelOptions> & Pick<SpinWheelOptions, 'slices'>): SpinWheel {
  const wheel = new SpinWheel(container, { size: 300, durationMs: 400, reducedMotion: false, ...options });
  wheels.push(wheel);
  return wheel;
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  wheels.splice(0).forEach((wheel) => wheel.destroy());
  container.remove();
});

/** Checks the rest event, the wheel's own reading and the painted pixel all agree on `index`. */
function expectRestsOn(wheel: SpinWheel, detail: RestDetail, index: number, options: SpinWheelOptions): void {
  const slice = options.slices[index];
  expect(detail).toMatchObject({ outcome: 'landed', index, slice });
  expect(sliceIndexAt(detail.rotation, options.slices.length)).toBe(index);
  expect(wheel.sliceIndex).toBe(index);
  expect(Number(wheel.canvas.dataset['rotation'])).toBe(detail.rotation);
  const drawn = renderedRotation(wheel);
  expect(
    Math.abs(Math.atan2(Math.sin(drawn - detail.rotation), Math.cos(drawn - detail.rotation))),
  ).toBeLessThan(1e-4);
  expect(sliceIndexAt(drawn, options.slices.length)).toBe(index);
  expect(sameColor(pixelUnderPointer(wheel), cssColorToRgb(slice?.bgColor ?? ''))).toBe(true);
}

describe('SpinWheel in Chromium', () => {
  it.each([2, 8, 16, 24])(
    'lands on the server slice with %i slices (rest event, rotation and pixels)',
    async (count) => {
      const slices = makeSlices(count);
      let seed = count;
      const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
      const wheel = mount({ slices, random, durationMs: 250 });
      for (const index of [0, count - 1, Math.floor(count / 2)]) {
        const detail = await wheel.spin(slices[index]?.code ?? '');
        expectRestsOn(wheel, detail, index, { slices });
      }
    },
  );

  it('starts turning on the tap before the server answers, then lands on the answer', async () => {
    const slices = makeSlices(8);
    const answer = deferred<string>();
    const wheel = mount({ slices });
    const started = vi.fn();
    wheel.on('spinstart', started);
    const done = wheel.spin(answer.promise);
    expect(started).toHaveBeenCalledOnce();
    expect(wheel.spinning).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(wheel.rotation).toBeGreaterThan(0.5);
    expect(wheel.liveRegion.textContent).toBe('Spinning…');
    answer.resolve('S6');
    const detail = await done;
    expectRestsOn(wheel, detail, 5, { slices });
    expect(wheel.liveRegion.textContent).toBe('You won: 6');
    expect(wheel.spinning).toBe(false);
  });

  it('comes to rest with no prize when the server call fails', async () => {
    const slices = makeSlices(8);
    const answer = deferred<string>();
    const wheel = mount({ slices, messages: { failed: 'No prize this time' } });
    const done = wheel.spin(answer.promise);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const error = new Error('network down');
    answer.reject(error);
    const detail = await done;
    expect(detail).toMatchObject({ outcome: 'failed', index: null, slice: null, error });
    expect(wheel.liveRegion.textContent).toBe('No prize this time');
    expect(wheel.spinning).toBe(false);
  });

  it('never shows a slice the wheel does not have', async () => {
    const wheel = mount({ slices: makeSlices(4) });
    const detail = await wheel.spin('NOT_ON_WHEEL');
    expect(detail.outcome).toBe('failed');
    expect(detail.slice).toBeNull();
    expect(detail.error).toBeInstanceOf(RangeError);
  });

  it('reports slice changes in order and ends on the landed slice', async () => {
    const slices = makeSlices(8);
    const wheel = mount({ slices, durationMs: 600 });
    const seen: number[] = [];
    wheel.on('slicechange', (index, slice) => {
      expect(slice).toBe(slices[index]);
      seen.push(index);
    });
    const detail = await wheel.spin('S3');
    expect(seen.length).toBeGreaterThan(8);
    expect(seen.at(-1)).toBe(detail.index);
    // The wheel turns clockwise, so the pointer reads descending indices, wrapping around.
    for (let i = 1; i < seen.length; i += 1) {
      const back = ((seen[i - 1] ?? 0) - (seen[i] ?? 0) + 8) % 8;
      expect(back).toBeGreaterThanOrEqual(1);
    }
  });

  it('has a real button named with the remaining coins that spins only when allowed', async () => {
    const slices = makeSlices(8);
    const answer = deferred<string>();
    const onSpinRequest = vi.fn(() => answer.promise);
    const wheel = mount({
      slices,
      coins: 0,
      onSpinRequest,
      messages: { spinButton: (coins) => `หมุน (${coins} เหรียญ)` },
    });
    expect(wheel.button.tagName).toBe('BUTTON');
    expect(wheel.button.type).toBe('button');
    expect(wheel.button.textContent).toBe('หมุน (0 เหรียญ)');
    expect(wheel.button.getAttribute('aria-disabled')).toBe('true');
    // aria-disabled keeps the button focusable, so a real click still reaches it and must be ignored.
    await userEvent.click(wheel.button, { force: true });
    expect(onSpinRequest).not.toHaveBeenCalled();

    wheel.update({ coins: 2 });
    expect(wheel.button.textContent).toBe('หมุน (2 เหรียญ)');
    expect(wheel.button.getAttribute('aria-disabled')).toBe('false');
    const rested = new Promise<RestDetail>((resolve) => wheel.on('rest', resolve));
    await userEvent.click(wheel.button);
    expect(wheel.spinning).toBe(true);
    expect(wheel.button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(wheel.button, { force: true });
    expect(onSpinRequest).toHaveBeenCalledOnce();
    answer.resolve('S2');
    expectRestsOn(wheel, await rested, 1, { slices });
  });

  it('styles its button by itself (44 px, custom properties) until the host gives classes, then wears only those', () => {
    const wheel = mount({ slices: makeSlices(4), coins: 1, onSpinRequest: () => Promise.resolve('S1') });
    expect(wheel.button.className).toBe('wallet-spin-wheel__button');
    expect(wheel.button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    expect(getComputedStyle(wheel.button).backgroundColor).toBe('rgb(91, 33, 182)');
    // A host tunes the default look from any ancestor.
    container.style.setProperty('--wallet-spin-wheel-button-bg', 'rgb(1, 2, 3)');
    container.style.setProperty('--wallet-spin-wheel-button-min-height', '60px');
    expect(getComputedStyle(wheel.button).backgroundColor).toBe('rgb(1, 2, 3)');
    expect(wheel.button.getBoundingClientRect().height).toBeGreaterThanOrEqual(60);
    // Or gives its own classes: the wheel's inline look steps aside entirely.
    const style = document.createElement('style');
    style.textContent = '.host-button { background: rgb(4, 5, 6); min-height: 50px; }';
    document.head.append(style);
    wheel.update({ buttonClassName: 'host-button' });
    expect(wheel.button.className).toBe('wallet-spin-wheel__button host-button');
    expect(wheel.button.getAttribute('style') ?? '').toBe('');
    expect(getComputedStyle(wheel.button).backgroundColor).toBe('rgb(4, 5, 6)');
    expect(wheel.button.getBoundingClientRect().height).toBeGreaterThanOrEqual(50);
    wheel.update({ coins: 0 });
    expect(wheel.button.getAttribute('style') ?? '').toBe('');
    style.remove();
  });

  it('hides the button when the host gives no spin handler', () => {
    const wheel = mount({ slices: makeSlices(4) });
    expect(wheel.button.hidden).toBe(true);
  });

  it('with reduced motion settles briefly, without extra turns', async () => {
    const slices = makeSlices(8);
    const wheel = mount({ slices, reducedMotion: true, durationMs: 5000 });
    const start = performance.now();
    let travelled = 0;
    let last = wheel.rotation;
    wheel.on('slicechange', () => {
      travelled += wheel.rotation - last;
      last = wheel.rotation;
    });
    const detail = await wheel.spin('S4');
    travelled += wheel.rotation - last;
    expect(performance.now() - start).toBeLessThan(REDUCED_MOTION_SETTLE_MS + 400);
    expect(travelled).toBeLessThan(TAU);
    expectRestsOn(wheel, detail, 3, { slices });
  });

  it('paints at the device pixel ratio for crisp edges', () => {
    const wheel = mount({ slices: makeSlices(4), size: 200 });
    expect(wheel.canvas.width).toBe(Math.round(200 * window.devicePixelRatio));
    expect(wheel.canvas.style.width).toBe('200px');
    expect(wheel.overlay.width).toBe(wheel.canvas.width);
    expect(wheel.canvas.getAttribute('role')).toBe('img');
    expect(wheel.liveRegion.getAttribute('aria-live')).toBe('polite');
  });

  it('follows the window width as the product rules say, debounced', async () => {
    const wheel = mount({ slices: makeSlices(4), size: undefined });
    expect(wheel.canvas.style.width).toBe(`${wheelSize(window.innerWidth)}px`);
    vi.useFakeTimers();
    try {
      const before = wheel.canvas.width;
      wheel.canvas.width = 1;
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
      expect(wheel.canvas.width).toBe(1);
      vi.advanceTimersByTime(1);
      expect(wheel.canvas.width).toBe(before);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stop() jumps to the prize once known, or stops with no prize before the answer', async () => {
    const slices = makeSlices(8);
    const wheel = mount({ slices, durationMs: 5000 });
    const landing = wheel.spin('S7');
    await new Promise((resolve) => setTimeout(resolve, 200));
    wheel.stop();
    expectRestsOn(wheel, await landing, 6, { slices });

    const pending = wheel.spin(deferred<string>().promise);
    await new Promise((resolve) => setTimeout(resolve, 200));
    wheel.stop();
    expect(await pending).toMatchObject({ outcome: 'stopped', slice: null });
  });

  it('keeps the spin on the drawn wheel: new slices apply once it rests', async () => {
    const wheel = mount({ slices: makeSlices(8) });
    const done = wheel.spin('S2');
    const next = makeSlices(4);
    wheel.update({ slices: next });
    const detail = await done;
    expect(detail.slice?.code).toBe('S2');
    expect(detail.index).toBe(1);
    expect(wheel.sliceIndex).toBe(sliceIndexAt(detail.rotation, 4));
  });

  it('reset() puts an idle wheel back to slice 1', async () => {
    const wheel = mount({ slices: makeSlices(8) });
    await wheel.spin('S5');
    wheel.reset();
    expect(wheel.rotation).toBe(0);
    expect(wheel.sliceIndex).toBe(0);
  });

  it('destroy() cancels the animation, settles the promise and removes its elements', async () => {
    const wheel = mount({ slices: makeSlices(8), durationMs: 5000 });
    const rest = vi.fn();
    wheel.on('rest', rest);
    const done = wheel.spin('S1');
    await new Promise((resolve) => setTimeout(resolve, 100));
    wheel.destroy();
    const frozen = wheel.rotation;
    expect(await done).toMatchObject({ outcome: 'stopped' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(wheel.rotation).toBe(frozen);
    expect(rest).not.toHaveBeenCalled();
    expect(container.childElementCount).toBe(0);
    await expect(wheel.spin('S1')).rejects.toThrow('destroyed');
    expect(normalizeAngle(frozen)).toBeLessThan(TAU);
  });
});
