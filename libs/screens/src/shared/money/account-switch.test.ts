import { describe, expect, it, vi } from 'vitest';
import {
  createAccountSwitch,
  parseSwitchNote,
  SWITCH_NOTE_KEY,
  SWITCH_WAIT_MS,
  switchNoteOf,
} from './account-switch';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** Timers run by hand: `fire()` runs every timer set so far. */
function manualTimers() {
  const pending: { run: () => void; ms: number }[] = [];
  return {
    setTimeout: (run: () => void, ms: number) => pending.push({ run, ms }),
    pending,
    fire: () => pending.splice(0).forEach(({ run }) => run()),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('switchNoteOf', () => {
  it('says nothing when no money call was in flight', () => {
    expect(switchNoteOf([])).toBeNull();
  });

  it('tells the one result when every call had it', () => {
    expect(switchNoteOf(['succeeded'])).toBe('succeeded');
    expect(switchNoteOf(['failed', 'failed'])).toBe('failed');
    expect(switchNoteOf(['unknown'])).toBe('unknown');
  });

  it('says unknown (check the statement) for a mix', () => {
    expect(switchNoteOf(['succeeded', 'failed'])).toBe('unknown');
  });
});

describe('parseSwitchNote', () => {
  it('reads only the three results', () => {
    expect(parseSwitchNote('failed')).toBe('failed');
    expect(parseSwitchNote('<img>')).toBeNull();
    expect(parseSwitchNote(null)).toBeNull();
  });
});

describe('createAccountSwitch', () => {
  it('leaves at once, with no note, when no money call is in flight', () => {
    const storage = memoryStorage();
    const accountSwitch = createAccountSwitch(() => storage, manualTimers());
    const reload = vi.fn();
    expect(accountSwitch.leave(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(accountSwitch.note()).toBeNull();
  });

  it('waits for the call in flight, stores its result, then leaves once; the note is read once', async () => {
    const storage = memoryStorage();
    const accountSwitch = createAccountSwitch(() => storage, manualTimers());
    const answered = accountSwitch.moneySent();
    const reload = vi.fn();
    expect(accountSwitch.leave(reload)).toBe(true);
    // A second storage event while waiting changes nothing.
    expect(accountSwitch.leave(reload)).toBe(true);
    await flush();
    expect(reload).not.toHaveBeenCalled();
    answered('succeeded');
    await flush();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(SWITCH_NOTE_KEY)).toBe('succeeded');
    expect(accountSwitch.note()).toBe('succeeded');
    // Read once from the storage (a later reload says nothing), and gone once dismissed.
    expect(storage.getItem(SWITCH_NOTE_KEY)).toBeNull();
    const listener = vi.fn();
    accountSwitch.subscribe(listener);
    accountSwitch.dismissNote();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(accountSwitch.note()).toBeNull();
    expect(createAccountSwitch(() => storage).note()).toBeNull();
  });

  it('tells a failed call as failed', async () => {
    const storage = memoryStorage();
    const accountSwitch = createAccountSwitch(() => storage, manualTimers());
    const answered = accountSwitch.moneySent();
    const reload = vi.fn();
    accountSwitch.leave(reload);
    answered('failed');
    await flush();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(accountSwitch.note()).toBe('failed');
  });

  it('leaves after the bound when the call never answers, saying its result is unknown', async () => {
    const storage = memoryStorage();
    const timers = manualTimers();
    const accountSwitch = createAccountSwitch(() => storage, timers);
    accountSwitch.moneySent();
    const reload = vi.fn();
    accountSwitch.leave(reload);
    expect(timers.pending.map(({ ms }) => ms)).toEqual([SWITCH_WAIT_MS]);
    await flush();
    expect(reload).not.toHaveBeenCalled();
    timers.fire();
    await flush();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(accountSwitch.note()).toBe('unknown');
  });

  it('has no note without a storage (the build-time prerender)', () => {
    expect(createAccountSwitch(() => undefined).note()).toBeNull();
  });

  it('does not wait for a call that already answered', () => {
    const storage = memoryStorage();
    const accountSwitch = createAccountSwitch(() => storage, manualTimers());
    accountSwitch.moneySent()('succeeded');
    return flush().then(() => {
      expect(accountSwitch.idle()).toBe(true);
      const reload = vi.fn();
      accountSwitch.leave(reload);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(accountSwitch.note()).toBeNull();
    });
  });
});
