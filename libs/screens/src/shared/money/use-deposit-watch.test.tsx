// When the deposit watch's code loads: not with the page; once the page is idle, or at once when a deposit method
// (a deposit dialog) mounts. The runner is replaced by a marker here; the real one runs in live-deposit.test.tsx.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { DepositWatchProvider, useDepositWatch } from './use-deposit-watch';

/** Stands in for the lazily loaded runner (module mocks do not hold across files here: `isolate: false`). */
const Runner = () => <p>watch loaded</p>;

function DepositMethod() {
  useDepositWatch();
  return null;
}

// Unmounted before the idle functions go (the provider cancels its idle callback on unmount).
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DepositWatchProvider', () => {
  it("loads the watch's code only once the page is idle", async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => ((idle = run), 1));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    await renderWithProviders(
      <DepositWatchProvider Runner={Runner}>
        <p>home</p>
      </DepositWatchProvider>,
    );
    await screen.findByText('home');
    expect(screen.queryByText('watch loaded')).not.toBeInTheDocument();
    idle?.();
    expect(await screen.findByText('watch loaded')).toBeInTheDocument();
  });

  it('loads it at once when a deposit method mounts, before any idle moment', async () => {
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    await renderWithProviders(
      <DepositWatchProvider Runner={Runner}>
        <DepositMethod />
      </DepositWatchProvider>,
    );
    expect(await screen.findByText('watch loaded')).toBeInTheDocument();
  });
});
