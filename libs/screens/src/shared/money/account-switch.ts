// Another tab logs in as someone else while a money call of this tab is in flight (docs/product.md#session): the call
// was sent with this tab's player's token and completes for that player, so the tab waits for its answer (bounded by
// the call's own timeout) before it starts again as the new player, and then says, on the page it lands on, why it
// switched and what became of the call. Nothing is sent again; the note is kept in this tab's session storage only
// across that one reload and read once.
import { DEFAULT_TIMEOUT_MS } from '@wallet/api-client';
import { STORAGE_KEYS } from '@wallet/domain';

/** What became of one money call: answered with success, answered with an error, or no answer (timeout, network). */
export type MoneyOutcome = 'succeeded' | 'failed' | 'unknown';

/** Where this tab keeps the note for the page after the reload (sessionStorage: this tab only). */
export const SWITCH_NOTE_KEY = STORAGE_KEYS.switchNote;

/** How long the tab waits for calls in flight: their own timeout and a moment for the answer to be read. */
export const SWITCH_WAIT_MS = DEFAULT_TIMEOUT_MS + 2_000;

/**
 * The one result told for the calls that were in flight (usually one): all succeeded or all failed says so,
 * anything else (one unanswered, or a mix) is unknown: check the statement. Example: `switchNoteOf(['failed'])`.
 */
export function switchNoteOf(outcomes: readonly MoneyOutcome[]): MoneyOutcome | null {
  if (outcomes.length === 0) return null;
  const [first] = outcomes;
  return outcomes.every((outcome) => outcome === first) ? (first as MoneyOutcome) : 'unknown';
}

/** Reads a stored note (anything else stored there is ignored). */
export function parseSwitchNote(stored: string | null): MoneyOutcome | null {
  return stored === 'succeeded' || stored === 'failed' || stored === 'unknown' ? stored : null;
}

type NoteStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface AccountSwitch {
  /** Marks a money call as sent; the returned function records its outcome (once). */
  moneySent(): (outcome: MoneyOutcome) => void;
  /**
   * Leaves for the other player with `reload`: at once when no money call is in flight, else once they have all
   * answered (or SWITCH_WAIT_MS passed), after storing the note. Returns true while the tab is waiting or leaving.
   */
  leave(reload: () => void): boolean;
  /** True when no money call is in flight (the tab may leave at once). */
  idle(): boolean;
  /** The note stored by the page before the reload (read from the storage once, then removed there), until dismissed. */
  note(): MoneyOutcome | null;
  dismissNote(): void;
  /** Calls `listener` when the note is dismissed; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** `storage` is asked for only when needed; the build-time prerender has none (undefined). */
export function createAccountSwitch(
  storage: () => NoteStorage | undefined,
  timers: { setTimeout: (run: () => void, ms: number) => unknown } = globalThis,
): AccountSwitch {
  const inFlight = new Set<Promise<MoneyOutcome>>();
  let leaving = false;
  // undefined until read: the note is taken from the storage once, so a later reload does not tell it again.
  let note: MoneyOutcome | null | undefined;
  const listeners = new Set<() => void>();
  return {
    moneySent() {
      let record: (outcome: MoneyOutcome) => void = () => undefined;
      const answered = new Promise<MoneyOutcome>((resolve) => {
        record = resolve;
      });
      inFlight.add(answered);
      void answered.then(() => inFlight.delete(answered));
      return (outcome) => record(outcome);
    },
    leave(reload) {
      if (leaving) return true;
      leaving = true;
      if (inFlight.size === 0) {
        reload();
        return true;
      }
      const bound = new Promise<MoneyOutcome>((resolve) => {
        timers.setTimeout(() => resolve('unknown'), SWITCH_WAIT_MS);
      });
      void Promise.all([...inFlight].map((answered) => Promise.race([answered, bound]))).then((outcomes) => {
        const note = switchNoteOf(outcomes);
        if (note) storage()?.setItem(SWITCH_NOTE_KEY, note);
        reload();
      });
      return true;
    },
    idle: () => inFlight.size === 0,
    note() {
      if (note === undefined) {
        const stored = storage();
        if (!stored) return null;
        note = parseSwitchNote(stored.getItem(SWITCH_NOTE_KEY));
        stored.removeItem(SWITCH_NOTE_KEY);
      }
      return note;
    },
    dismissNote() {
      note = null;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
