// The pages' handle before and after the watch's code loads: watches asked for meanwhile are kept ("watching") and
// handed to the watcher when it attaches; a forgotten one is never watched; outcomes reach the subscribers.
import { describe, expect, it, vi } from 'vitest';
import { DepositWatcher, type LookResult } from './deposit-watch';
import { DepositWatchHandle } from './deposit-watch-handle';

const SLIP = { kind: 'slip', reference: 'S-1' } as const;

function watcher(look: () => Promise<LookResult> = () => new Promise(() => undefined)) {
  const created = new DepositWatcher({ look });
  created.start({ visible: true, online: true });
  return created;
}

describe('DepositWatchHandle', () => {
  it('asks for the code on the first watch, keeps it as watching, hands it over on attach', () => {
    const handle = new DepositWatchHandle();
    const changed = vi.fn();
    handle.subscribe(changed);
    expect(handle.isWanted()).toBe(false);
    handle.watch('slip:S-1', SLIP);
    expect(handle.isWanted()).toBe(true);
    expect(handle.outcome('slip:S-1')).toEqual({ state: 'watching' });
    const loaded = watcher();
    const watch = vi.spyOn(loaded, 'watch');
    handle.attach(loaded);
    expect(watch).toHaveBeenCalledExactlyOnceWith('slip:S-1', SLIP);
    expect(loaded.pending).toBe(1);
    expect(changed).toHaveBeenCalled();
    loaded.stop();
  });

  it('a watch forgotten before the code loaded is never watched; unknown ids have no outcome', () => {
    const handle = new DepositWatchHandle();
    handle.watch('slip:S-1', SLIP);
    handle.forget('slip:S-1');
    expect(handle.outcome('slip:S-1')).toBeNull();
    const loaded = watcher();
    handle.attach(loaded);
    expect(loaded.pending).toBe(0);
    expect(handle.outcome('other')).toBeNull();
    loaded.stop();
  });

  it("forwards the watcher's outcomes to its subscribers until detached", async () => {
    vi.useFakeTimers();
    try {
      const handle = new DepositWatchHandle();
      const loaded = watcher(() => Promise.resolve({ settled: { state: 'landed', amount: 300 } }));
      const detach = handle.attach(loaded);
      const changed = vi.fn();
      handle.subscribe(changed);
      handle.watch('slip:S-1', SLIP);
      await vi.runOnlyPendingTimersAsync();
      expect(handle.outcome('slip:S-1')).toEqual({ state: 'landed', amount: 300 });
      expect(changed).toHaveBeenCalled();
      detach();
      expect(handle.outcome('slip:S-1')).toBeNull();
      loaded.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
