import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  LANDING_SPREAD,
  TAU,
  landingDistance,
  normalizeAngle,
  restingRotation,
  sliceCentreAngle,
  sliceIndexAt,
  sliceStep,
} from './geometry';

const sliceCount = fc.integer({ min: 2, max: 24 });
const anyRotation = fc.double({ min: -1e4, max: 1e4, noNaN: true, noDefaultInfinity: true });
const offset = fc.double({ min: -0.5, max: 0.5, noNaN: true });

describe('normalizeAngle', () => {
  it('wraps every angle into [0, TAU) keeping its direction', () => {
    fc.assert(
      fc.property(anyRotation, (angle) => {
        const wrapped = normalizeAngle(angle);
        expect(wrapped).toBeGreaterThanOrEqual(0);
        expect(wrapped).toBeLessThan(TAU);
        expect(Math.cos(wrapped)).toBeCloseTo(Math.cos(angle), 6);
        expect(Math.sin(wrapped)).toBeCloseTo(Math.sin(angle), 6);
      }),
    );
  });

  it('folds the tiny negative that would round up to TAU back to 0', () => {
    expect(normalizeAngle(-1e-17)).toBe(0);
    expect(normalizeAngle(TAU)).toBe(0);
  });
});

describe('sliceIndexAt', () => {
  it('reads slice 0 at rotation 0 and walks backwards as the wheel turns clockwise', () => {
    expect(sliceIndexAt(0, 8)).toBe(0);
    expect(sliceIndexAt(-sliceStep(8) * 1.5, 8)).toBe(1);
    expect(sliceIndexAt(sliceStep(8) * 0.5, 8)).toBe(7);
  });

  it('always returns an index inside the wheel', () => {
    fc.assert(
      fc.property(sliceCount, anyRotation, (count, rotation) => {
        const index = sliceIndexAt(rotation, count);
        expect(Number.isInteger(index)).toBe(true);
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThan(count);
      }),
    );
  });

  it('rejects a wheel without slices', () => {
    expect(() => sliceIndexAt(0, 0)).toThrow(RangeError);
  });
});

describe('restingRotation', () => {
  it('puts the pointer inside the chosen slice, away from its edges', () => {
    fc.assert(
      fc.property(sliceCount, fc.nat(), offset, (count, seed, off) => {
        const index = seed % count;
        const rotation = restingRotation(index, count, off);
        expect(sliceIndexAt(rotation, count)).toBe(index);
        const intoSlice = normalizeAngle(-rotation) / sliceStep(count) - index;
        expect(intoSlice).toBeGreaterThanOrEqual((1 - LANDING_SPREAD) / 2 - 1e-9);
        expect(intoSlice).toBeLessThanOrEqual((1 + LANDING_SPREAD) / 2 + 1e-9);
      }),
    );
  });

  it('rejects an index outside the wheel', () => {
    expect(() => restingRotation(8, 8)).toThrow(RangeError);
    expect(() => restingRotation(-1, 8)).toThrow(RangeError);
  });
});

describe('landingDistance', () => {
  it('for every slice count 2..24 and every target, the wheel rests inside the target slice', () => {
    for (let count = 2; count <= 24; count += 1) {
      for (let index = 0; index < count; index += 1) {
        fc.assert(
          fc.property(anyRotation, fc.integer({ min: 0, max: 4 }), offset, (from, extraTurns, off) => {
            const distance = landingDistance({ from, count, index, extraTurns, offset: off });
            expect(distance).toBeGreaterThanOrEqual(extraTurns * TAU);
            expect(distance).toBeLessThan((extraTurns + 1) * TAU);
            expect(sliceIndexAt(from + distance, count)).toBe(index);
          }),
          { numRuns: 40 },
        );
      }
    }
    // 23 wheel sizes x every target x 40 cases: ~12 000 landings (vitest.config.ts allows the time this takes).
  });

  it('rejects fractional turns', () => {
    expect(() => landingDistance({ from: 0, count: 4, index: 1, extraTurns: 1.5 })).toThrow(RangeError);
  });
});

describe('sliceCentreAngle', () => {
  it('is the middle of the slice, which the pointer reads at the matching resting rotation', () => {
    fc.assert(
      fc.property(sliceCount, fc.nat(), (count, seed) => {
        const index = seed % count;
        expect(sliceIndexAt(-sliceCentreAngle(index, count), count)).toBe(index);
        expect(normalizeAngle(-sliceCentreAngle(index, count))).toBeCloseTo(restingRotation(index, count), 9);
      }),
    );
  });
});
