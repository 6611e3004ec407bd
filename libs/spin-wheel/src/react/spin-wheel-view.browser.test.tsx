import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { act, createRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { SpinWheel } from '../spin-wheel';
import type { RestDetail } from '../types';
import { makeSlices } from '../testing/wheel-fixtures';
import { SpinWheelView } from './spin-wheel-view';

// Tell React this is a test environment so act() flushes effects.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let host: HTMLDivElement | null = null;

async function render(node: React.ReactNode): Promise<HTMLDivElement> {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root?.render(node));
  return host;
}

afterEach(async () => {
  await act(async () => root?.unmount());
  host?.remove();
  root = null;
  host = null;
});

const slices = makeSlices(8);

describe('<SpinWheelView> (React)', () => {
  it('spins from its button, lands on the answer and reports through callbacks', async () => {
    const onRest = vi.fn<(detail: RestDetail) => void>();
    const onSpinStart = vi.fn();
    const rested = new Promise<RestDetail>((resolve) => onRest.mockImplementation(resolve));
    const view = await render(
      <SpinWheelView
        slices={slices}
        coins={3}
        size={240}
        durationMs={300}
        reducedMotion={false}
        onSpin={() => Promise.resolve('S4')}
        onSpinStart={onSpinStart}
        onRest={onRest}
      />,
    );
    const button = view.querySelector('button');
    expect(button?.textContent).toBe('Spin (3 coins left)');
    let detail: RestDetail | undefined;
    await act(async () => {
      await userEvent.click(button as HTMLButtonElement);
      detail = await rested;
    });
    expect(onSpinStart).toHaveBeenCalledOnce();
    expect(detail).toMatchObject({ outcome: 'landed', index: 3, slice: slices[3] });
  });

  it('passes prop changes to the wheel and ignores taps with no coins (rule from @wallet/domain)', async () => {
    const onSpin = vi.fn(() => Promise.resolve('S1'));
    let setCoins: (coins: number) => void = () => undefined;
    function Page() {
      const [coins, set] = useState(1);
      setCoins = set;
      return (
        <SpinWheelView
          slices={slices}
          coins={coins}
          size={240}
          onSpin={onSpin}
          messages={{ spinButton: (n) => `Spin, ${n} left` }}
        />
      );
    }
    const view = await render(<Page />);
    const button = view.querySelector('button') as HTMLButtonElement;
    await act(async () => setCoins(0));
    expect(button.textContent).toBe('Spin, 0 left');
    await userEvent.click(button, { force: true });
    expect(onSpin).not.toHaveBeenCalled();
  });

  it('exposes the imperative wheel through its ref and destroys it on unmount', async () => {
    const ref = createRef<SpinWheel>();
    const view = await render(<SpinWheelView ref={ref} slices={slices} size={240} durationMs={200} />);
    const wheel = ref.current;
    expect(wheel?.canvas.isConnected).toBe(true);
    let detail: RestDetail | null | undefined;
    await act(async () => {
      detail = await wheel?.spin('S8');
    });
    expect(detail?.index).toBe(7);
    await act(async () => root?.unmount());
    root = null;
    expect(view.querySelector('canvas')).toBeNull();
    expect(wheel?.canvas.isConnected).toBe(false);
  });
});
