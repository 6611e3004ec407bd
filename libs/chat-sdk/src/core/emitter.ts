// Typed event emitter: `on` returns its own unsubscribe, handler errors never break the emitter.

/** Subscribe side of a typed emitter. */
export interface Emitter<E extends Record<string, unknown>> {
  on<K extends keyof E>(event: K, handler: (payload: E[K]) => void): () => void;
  off<K extends keyof E>(event: K, handler: (payload: E[K]) => void): void;
}

/** Emitter with an `emit`, kept private to the client. */
export interface EmitterController<E extends Record<string, unknown>> extends Emitter<E> {
  emit<K extends keyof E>(event: K, payload: E[K]): void;
  clear(): void;
}

/** Creates a typed emitter; a throwing handler is reported through `onHandlerError` and the rest still run. */
export function createEmitter<E extends Record<string, unknown>>(
  onHandlerError: (error: unknown) => void = () => undefined,
): EmitterController<E> {
  const handlers = new Map<keyof E, Set<(payload: never) => void>>();
  const off = <K extends keyof E>(event: K, handler: (payload: E[K]) => void) => {
    handlers.get(event)?.delete(handler as (payload: never) => void);
  };
  return {
    on(event, handler) {
      let set = handlers.get(event);
      if (!set) {
        set = new Set();
        handlers.set(event, set);
      }
      set.add(handler as (payload: never) => void);
      return () => off(event, handler);
    },
    off,
    emit(event, payload) {
      const set = handlers.get(event);
      if (!set) return;
      for (const handler of [...set]) {
        try {
          (handler as (value: typeof payload) => void)(payload);
        } catch (error) {
          onHandlerError(error);
        }
      }
    },
    clear: () => handlers.clear(),
  };
}
