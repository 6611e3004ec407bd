import { describe, expect, it } from 'vitest';
import { IDLE_AFTER_LOAD_TIMEOUT_MS, whenPageIdle, type IdlePage } from './page-idle';

/** A page whose events, idle callbacks and timers run when the test says. */
function fakePage(readyState: string, withIdleCallback = true) {
  const listeners = new Map<string, Set<() => void>>();
  const idle: { run: () => void; timeout?: number }[] = [];
  const timers: (() => void)[] = [];
  const page: IdlePage = {
    document: { readyState },
    addEventListener: (type, listener) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)?.add(listener);
    },
    removeEventListener: (type, listener) => void listeners.get(type)?.delete(listener),
    ...(withIdleCallback
      ? {
          requestIdleCallback: (run: () => void, options?: { timeout: number }) =>
            idle.push({ run, ...(options ? { timeout: options.timeout } : {}) }),
        }
      : {}),
    setTimeout: (run: () => void) => timers.push(run),
  };
  const fire = (type: string) => [...(listeners.get(type) ?? [])].forEach((listener) => listener());
  const count = (type: string) => listeners.get(type)?.size ?? 0;
  return { page, fire, count, idle, timers };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('whenPageIdle', () => {
  it('waits for the load event, then for an idle moment (with a timeout), then stops listening', async () => {
    const { page, fire, count, idle } = fakePage('interactive');
    const waiting = whenPageIdle(page);
    expect(idle).toHaveLength(0);
    fire('load');
    expect(idle).toHaveLength(1);
    expect(idle[0]?.timeout).toBe(IDLE_AFTER_LOAD_TIMEOUT_MS);
    expect(await settled(waiting)).toBe(false);
    idle[0]?.run();
    expect(await settled(waiting)).toBe(true);
    expect(count('pointerdown') + count('keydown') + count('load')).toBe(0);
  });

  it('starts after the first tap or key, in a task after that event, before the page is idle', async () => {
    for (const event of ['pointerdown', 'keydown']) {
      const { page, fire, timers, idle } = fakePage('loading');
      const waiting = whenPageIdle(page);
      fire(event);
      expect(await settled(waiting)).toBe(false);
      expect(timers).toHaveLength(1);
      timers[0]?.();
      expect(await settled(waiting)).toBe(true);
      expect(idle).toHaveLength(0);
    }
  });

  it('on a page already loaded, waits for an idle moment only; without requestIdleCallback, a later task', async () => {
    const loaded = fakePage('complete');
    void whenPageIdle(loaded.page);
    expect(loaded.idle).toHaveLength(1);
    const old = fakePage('complete', false);
    const waiting = whenPageIdle(old.page);
    expect(old.timers).toHaveLength(1);
    old.timers[0]?.();
    expect(await settled(waiting)).toBe(true);
  });

  it('is one wait per page: every caller gets the same promise', () => {
    const { page, idle } = fakePage('complete');
    expect(whenPageIdle(page)).toBe(whenPageIdle(page));
    expect(idle).toHaveLength(1);
  });
});
