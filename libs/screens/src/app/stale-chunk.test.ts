import { describe, expect, it, vi } from 'vitest';
import {
  STALE_CHUNK_RELOAD_KEY,
  STALE_CHUNK_RELOAD_WINDOW_MS,
  isStaleChunkError,
  reloadForStaleChunk,
} from './stale-chunk';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('isStaleChunkError', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://127.0.0.1/assets/register-page-AbCd1234.js',
    'Importing a module script failed.',
    'error loading dynamically imported module: http://127.0.0.1/assets/x.js',
    'Unable to preload CSS for /assets/bonus-page-R_D6EOFC.css',
  ])('knows a missing chunk by its browser message: %s', (message) => {
    expect(isStaleChunkError(new TypeError(message))).toBe(true);
  });

  it('leaves every other failure to the error screen', () => {
    expect(isStaleChunkError(new Error('NO_DATA'))).toBe(false);
    expect(isStaleChunkError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isStaleChunkError(null)).toBe(false);
  });
});

describe('reloadForStaleChunk', () => {
  it('reloads once, then not again within the window (no loop), and again after it', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const start = 1_700_000_000_000;
    expect(reloadForStaleChunk(reload, storage, start)).toBe(true);
    expect(storage.getItem(STALE_CHUNK_RELOAD_KEY)).toBe(String(start));
    expect(reloadForStaleChunk(reload, storage, start + 1_000)).toBe(false);
    expect(reloadForStaleChunk(reload, storage, start + STALE_CHUNK_RELOAD_WINDOW_MS - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForStaleChunk(reload, storage, start + STALE_CHUNK_RELOAD_WINDOW_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('ignores a stored time from the future (a changed clock) instead of never reloading again', () => {
    const storage = memoryStorage();
    storage.setItem(STALE_CHUNK_RELOAD_KEY, String(2_000_000_000_000));
    const reload = vi.fn();
    expect(reloadForStaleChunk(reload, storage, 1_700_000_000_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
