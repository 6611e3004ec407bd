import { describe, expect, it, vi } from 'vitest';
import { createEmitter } from './emitter';
import { createStore } from './store';

describe('createStore', () => {
  it('notifies subscribers only on real changes and unsubscribes', () => {
    const store = createStore({ a: 1, b: 'x' });
    const listener = vi.fn();
    const off = store.subscribe(listener);
    store.setState({ a: 1 });
    expect(listener).not.toHaveBeenCalled();
    const before = store.getState();
    store.setState((s) => ({ a: s.a + 1 }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState()).toEqual({ a: 2, b: 'x' });
    expect(store.getState()).not.toBe(before);
    off();
    store.setState({ a: 3 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('select calls back with new and previous values of the slice', () => {
    const store = createStore({ a: 1, b: 'x' });
    const seen: [number, number][] = [];
    const off = store.select(
      (s) => s.a,
      (value, previous) => seen.push([value, previous]),
    );
    store.setState({ b: 'y' });
    store.setState({ a: 5 });
    off();
    store.setState({ a: 6 });
    expect(seen).toEqual([[5, 1]]);
  });
});

describe('createEmitter', () => {
  it('delivers typed payloads, isolates throwing handlers and unsubscribes', () => {
    const errors: unknown[] = [];
    const emitter = createEmitter<{ ping: number }>((e) => errors.push(e));
    const got: number[] = [];
    emitter.on('ping', () => {
      throw new Error('boom');
    });
    const off = emitter.on('ping', (n) => got.push(n));
    emitter.emit('ping', 1);
    off();
    emitter.emit('ping', 2);
    expect(got).toEqual([1]);
    expect(errors).toHaveLength(2);
  });
});
