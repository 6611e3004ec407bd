import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RELATIVE_TIME_UNITS_MS, relativeTime } from './relative-time';

const now = Date.UTC(2024, 5, 1, 12, 0, 0);
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;

describe('relativeTime', () => {
  it.each([
    [now, { value: 0, unit: 'second' }],
    [now - 999, { value: 0, unit: 'second' }],
    [now - 59 * S, { value: -59, unit: 'second' }],
    [now - 60 * S, { value: -1, unit: 'minute' }],
    [now - 90 * S, { value: -1, unit: 'minute' }],
    [now - 59 * MIN, { value: -59, unit: 'minute' }],
    [now - 2 * H, { value: -2, unit: 'hour' }],
    [now - 29 * D, { value: -29, unit: 'day' }],
    [now - 30 * D, { value: -1, unit: 'month' }],
    [now - 364 * D, { value: -12, unit: 'month' }],
    [now - 365 * D, { value: -1, unit: 'year' }],
    [now - 3 * 365 * D, { value: -3, unit: 'year' }],
    [now + 5 * MIN, { value: 5, unit: 'minute' }],
    [new Date(now - 3 * D), { value: -3, unit: 'day' }],
    [new Date(now - 3 * D).toISOString(), { value: -3, unit: 'day' }],
    ['garbage', { value: 0, unit: 'second' }],
  ])('relativeTime(%j) is %j', (date, expected) => {
    expect(relativeTime(date, now)).toEqual(expected);
    expect(relativeTime(date, new Date(now))).toEqual(expected);
  });

  it('picks the largest whole unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10 * 365 * D, max: 10 * 365 * D }), (offset) => {
        const { value, unit } = relativeTime(now + offset, now);
        const size = RELATIVE_TIME_UNITS_MS[unit];
        expect(Math.sign(value) === Math.sign(offset) || value === 0).toBe(true);
        expect(Math.abs(value)).toBe(Math.floor(Math.abs(offset) / size));
        if (unit !== 'second') expect(Math.abs(value)).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
