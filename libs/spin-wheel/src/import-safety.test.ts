import { describe, expect, it } from 'vitest';

describe('importing in a server (no DOM)', () => {
  it('touches no browser globals at import time', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const core = await import('./index');
    const react = await import('./react/index');
    expect(typeof core.SpinWheel).toBe('function');
    expect(typeof react.SpinWheelView).toBe('object');
    // One name per thing: the class is SpinWheel, the React component SpinWheelView.
    expect(react).not.toHaveProperty('SpinWheel');
    expect(typeof react.useSpinWheel).toBe('function');
  });
});
