// What every fixture builder is made of: fresh defaults merged with overrides, and the fixed instant of their dates.

/** A builder: fresh defaults merged with the given overrides (shallow). */
export type Builder<T> = (overrides?: Partial<T>) => T;

/** Makes a builder from a function of fresh defaults (not part of the public entry). */
export function builder<T>(defaults: () => T): Builder<T> {
  return (overrides = {}) => ({ ...defaults(), ...overrides });
}

/** Fixed instant used by every default date, so snapshots and screenshots are stable. */
export const FIXTURE_NOW = '2026-11-22T07:30:00.000Z';
