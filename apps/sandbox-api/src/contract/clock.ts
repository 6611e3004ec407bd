// A steppable clock for tests: expiry, settling and periods without waiting.

/** A clock whose time only moves when told to. */
export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

/** Starts at `start` (default: a fixed Tuesday noon in Bangkok). */
export function testClock(start = Date.parse('2026-11-24T05:00:00.000Z')): TestClock {
  let t = start;
  return { now: () => new Date(t), advance: (ms) => void (t += ms) };
}
