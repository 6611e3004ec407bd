import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown';

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows mm:ss in a timer and ticks every second', () => {
    render(<Countdown seconds={125} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('02:05');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(timer).toHaveTextContent('02:04');
    expect(timer).toHaveAccessibleName('Time left 02:04');
  });

  it('stops at 00:00 and calls onExpire once', () => {
    const onExpire = vi.fn();
    render(<Countdown seconds={2} onExpire={onExpire} label="QR expires in" />);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('expires immediately when started at zero', () => {
    const onExpire = vi.fn();
    render(<Countdown seconds={0} onExpire={onExpire} />);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
  });
});
