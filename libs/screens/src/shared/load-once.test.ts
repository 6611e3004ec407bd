import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('downloads once however many ask, and every caller gets the same code', async () => {
    const load = vi.fn(() => Promise.resolve({ code: 1 }));
    const preload = loadOnce(load);
    const first = preload();
    expect(preload()).toBe(first);
    expect(await first).toEqual({ code: 1 });
    expect(await preload()).toEqual({ code: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed download instead of remembering the failure', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('code');
    const preload = loadOnce(load);
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
