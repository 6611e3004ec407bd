// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { browserLifecycle } from './lifecycle';

describe('browserLifecycle', () => {
  it('wakes when the page becomes visible again or the device comes back online, until unsubscribed', () => {
    const lifecycle = browserLifecycle();
    expect(lifecycle).not.toBeNull();
    const wake = vi.fn();
    const stop = lifecycle?.subscribe(wake);
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(wake).not.toHaveBeenCalled();
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('online'));
    expect(wake).toHaveBeenCalledTimes(2);
    stop?.();
    window.dispatchEvent(new Event('online'));
    expect(wake).toHaveBeenCalledTimes(2);
  });
});
