// The wheel's typed events. Listener errors never break a frame: they are rethrown in a microtask.
import type { SpinWheelEvents, WheelSlice } from './types';

type Listeners = { [K in keyof SpinWheelEvents]: SpinWheelEvents[K][] };

const rethrowLater = (error: unknown): void => {
  queueMicrotask(() => {
    throw error;
  });
};

export class WheelEvents {
  private listeners: Listeners = { spinstart: [], slicechange: [], rest: [] };

  on<K extends keyof SpinWheelEvents>(type: K, listener: SpinWheelEvents[K]): () => void {
    // Copy on write, so an emit in progress keeps iterating its own array.
    this.listeners = { ...this.listeners, [type]: [...this.listeners[type], listener] };
    return () => this.off(type, listener);
  }

  off<K extends keyof SpinWheelEvents>(type: K, listener: SpinWheelEvents[K]): void {
    const list = this.listeners[type] as SpinWheelEvents[K][];
    this.listeners = { ...this.listeners, [type]: list.filter((item) => item !== listener) };
  }

  emit<K extends keyof SpinWheelEvents>(type: K, ...args: Parameters<SpinWheelEvents[K]>): void {
    const list = this.listeners[type] as ((...values: Parameters<SpinWheelEvents[K]>) => void)[];
    for (let i = 0; i < list.length; i += 1) {
      try {
        list[i]?.(...args);
      } catch (error) {
        // A failing listener must not freeze the wheel; surface it without breaking the frame loop.
        rethrowLater(error);
      }
    }
  }

  /** Hot path (can fire every frame on big wheels): a plain loop with no argument arrays. */
  emitSliceChange(index: number, slice: WheelSlice): void {
    const list = this.listeners.slicechange;
    for (let i = 0; i < list.length; i += 1) {
      try {
        list[i]?.(index, slice);
      } catch (error) {
        rethrowLater(error);
      }
    }
  }

  clear(): void {
    this.listeners = { spinstart: [], slicechange: [], rest: [] };
  }
}
