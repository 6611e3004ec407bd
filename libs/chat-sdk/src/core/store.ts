// A minimal external store: immutable snapshots, subscribe/unsubscribe, selectors (fits useSyncExternalStore).

/** Read side of a store, the shape React's useSyncExternalStore consumes. */
export interface ReadableStore<S> {
  getState(): S;
  subscribe(listener: () => void): () => void;
}

/** A store whose state is replaced, never mutated, so snapshots can be compared by reference. */
export interface Store<S> extends ReadableStore<S> {
  setState(update: Partial<S> | ((state: S) => Partial<S>)): void;
  /** Calls `listener` with the selected value whenever it changes (by `equals`, default Object.is). */
  select<T>(
    selector: (state: S) => T,
    listener: (value: T, previous: T) => void,
    equals?: (a: T, b: T) => boolean,
  ): () => void;
}

/** Creates a store; listeners run synchronously after each change that produced a new state. */
export function createStore<S extends object>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setState(update) {
      const patch = typeof update === 'function' ? update(state) : update;
      let changed = false;
      for (const key of Object.keys(patch) as (keyof S)[]) {
        if (!Object.is(patch[key], state[key])) {
          changed = true;
          break;
        }
      }
      if (!changed) return;
      state = { ...state, ...patch };
      for (const listener of [...listeners]) listener();
    },
    select(selector, listener, equals = Object.is) {
      let current = selector(state);
      const unsubscribe = () => {
        listeners.delete(onChange);
      };
      const onChange = () => {
        const next = selector(state);
        if (equals(next, current)) return;
        const previous = current;
        current = next;
        listener(next, previous);
      };
      listeners.add(onChange);
      return unsubscribe;
    },
  };
}
