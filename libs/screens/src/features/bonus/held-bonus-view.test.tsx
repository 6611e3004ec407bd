import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import { useHeldBonusView, type HeldBonusView } from './held-bonus-view';

const View: HeldBonusView = ({ type }) => <p>Held: {type}</p>;

/** Stands in for the route's error page, which says a download failed and offers to try again. */
class RouteErrorPage extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>The page could not be loaded</p> : this.props.children;
  }
}

describe('useHeldBonusView', () => {
  it('downloads nothing while no bonus is held, and keeps nobody waiting', () => {
    const load = vi.fn(async () => View);
    const { result } = renderHook(() => useHeldBonusView(false, load));
    expect(load).not.toHaveBeenCalled();
    expect(result.current).toEqual({ View: undefined, waiting: false });
  });

  it('with a bonus held, waits for the view, then has it; the next visit has it at once', async () => {
    let arrive: (view: HeldBonusView) => void = () => undefined;
    const load = vi.fn(() => new Promise<HeldBonusView>((resolve) => (arrive = resolve)));
    const first = renderHook(() => useHeldBonusView(true, load));
    expect(first.result.current).toEqual({ View: undefined, waiting: true });
    await act(async () => arrive(View));
    expect(first.result.current).toEqual({ View, waiting: false });
    first.unmount();

    const next = renderHook(() => useHeldBonusView(true, load));
    expect(next.result.current).toEqual({ View, waiting: false });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands a failed download (offline) to the route: the page never shows in its place', async () => {
    let fail: (error: Error) => void = () => undefined;
    const load = () => new Promise<HeldBonusView>((_resolve, reject) => (fail = reject));
    function Top() {
      const { View: Held, waiting } = useHeldBonusView(true, load);
      if (waiting) return <p>Loading your bonus</p>;
      return Held ? <Held type="CASHBACK5" /> : <p>Promotion search</p>;
    }
    // React reports the error it hands to the boundary.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RouteErrorPage>
        <Top />
      </RouteErrorPage>,
    );
    expect(screen.getByText('Loading your bonus')).toBeInTheDocument();
    await act(async () => fail(new Error('Failed to fetch dynamically imported module')));
    expect(screen.getByText('The page could not be loaded')).toBeInTheDocument();
    expect(screen.queryByText('Promotion search')).not.toBeInTheDocument();
    reported.mockRestore();
  });
});
