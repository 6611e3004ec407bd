import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADER_DELAY_MS } from '../domain-bridge';
import { Loader } from './loader';

describe('Loader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays hidden for quick work and appears only after the loader delay', () => {
    const { rerender } = render(<Loader active />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(LOADER_DELAY_MS - 1);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    rerender(<Loader active={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('never shows when the work ends before the delay', () => {
    const { rerender } = render(<Loader active />);
    act(() => {
      vi.advanceTimersByTime(LOADER_DELAY_MS / 2);
    });
    rerender(<Loader active={false} />);
    act(() => {
      vi.advanceTimersByTime(LOADER_DELAY_MS * 2);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('overlay variant covers the page with a visible label', () => {
    render(<Loader active variant="overlay" label="Loading wallet" />);
    act(() => {
      vi.advanceTimersByTime(LOADER_DELAY_MS);
    });
    const status = screen.getByRole('status');
    expect(status).toHaveClass('wk-loader--overlay');
    expect(status.parentElement).toBe(document.body);
    expect(status).toHaveTextContent('Loading wallet');
  });
});
