import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TAU } from './geometry';
import {
  REFERENCE_FRAME_MS,
  cruiseAngle,
  cruiseVelocity,
  decayRate,
  landingAngle,
  landingVelocity,
  naturalStartVelocity,
  planLanding,
} from './motion';

const FRICTION = 0.991;

describe('decayRate', () => {
  it('matches multiplying the velocity by the friction once per 60 Hz frame', () => {
    const rate = decayRate(FRICTION);
    expect(Math.exp(-rate * REFERENCE_FRAME_MS)).toBeCloseTo(FRICTION, 12);
    expect(Math.exp(-rate * REFERENCE_FRAME_MS * 60)).toBeCloseTo(FRICTION ** 60, 12);
  });

  it('rejects friction outside (0, 1)', () => {
    expect(() => decayRate(1)).toThrow(RangeError);
    expect(() => decayRate(0)).toThrow(RangeError);
  });
});

describe('planLanding', () => {
  const distance = fc.double({ min: 0, max: 6 * TAU, noNaN: true });
  const duration = fc.double({ min: 300, max: 6000, noNaN: true });

  it('ends exactly at from + distance with zero velocity', () => {
    fc.assert(
      fc.property(fc.double({ min: -100, max: 100, noNaN: true }), distance, duration, (from, dist, ms) => {
        const plan = planLanding(from, dist, ms, FRICTION, naturalStartVelocity(dist, ms, FRICTION));
        expect(landingAngle(plan, ms)).toBe(from + dist);
        expect(landingAngle(plan, ms + 500)).toBe(from + dist);
        expect(landingVelocity(plan, ms)).toBe(0);
        expect(landingAngle(plan, 0)).toBeCloseTo(from, 12);
      }),
    );
  });

  it('continues the current velocity and never turns backwards', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 4 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        duration,
        fc.double({ min: 0, max: 1.2, noNaN: true }),
        (turns, gap, ms, speedShare) => {
          const dist = (turns + gap) * TAU;
          const start = naturalStartVelocity(dist, ms, FRICTION) * speedShare;
          const plan = planLanding(0, dist, ms, FRICTION, start);
          expect(landingVelocity(plan, 0)).toBeCloseTo(start, 9);
          // Plain loops, one assertion each: thousands of expect() calls are slow on a busy machine.
          let previous = landingAngle(plan, 0);
          let slowest = Infinity;
          let backwards = 0;
          let beyond = -Infinity;
          for (let step = 1; step <= 200; step += 1) {
            const t = (ms * step) / 200;
            slowest = Math.min(slowest, landingVelocity(plan, t));
            const angle = landingAngle(plan, t);
            backwards = Math.max(backwards, previous - angle);
            beyond = Math.max(beyond, angle - dist);
            previous = angle;
          }
          expect(slowest).toBeGreaterThanOrEqual(-1e-12);
          expect(backwards).toBeLessThanOrEqual(1e-12);
          expect(beyond).toBeLessThanOrEqual(1e-12);
        },
      ),
    );
  });

  it('velocity is the derivative of the angle', () => {
    const plan = planLanding(1, 7 * TAU, 1800, FRICTION, 0.02);
    for (const t of [10, 400, 900, 1500, 1790]) {
      const numeric = (landingAngle(plan, t + 0.001) - landingAngle(plan, t - 0.001)) / 0.002;
      expect(landingVelocity(plan, t)).toBeCloseTo(numeric, 6);
    }
  });

  it('lands on the same angle whether frames come at 60 Hz or 120 Hz', () => {
    fc.assert(
      fc.property(distance, duration, (dist, ms) => {
        const plan = planLanding(0, dist, ms, FRICTION, naturalStartVelocity(dist, ms, FRICTION));
        const frames60 = Math.ceil((ms * 60) / 1000);
        const sample = (hz: number): number[] => {
          const angles: number[] = [];
          const frames = (frames60 * hz) / 60;
          for (let frame = 0; frame <= frames; frame += 1)
            angles.push(landingAngle(plan, (frame * 1000) / hz));
          return angles;
        };
        const at60 = sample(60);
        const at120 = sample(120);
        expect(at60.at(-1)).toBe(at120.at(-1));
        at60.forEach((angle, i) => expect(at120[i * 2]).toBeCloseTo(angle, 9));
      }),
      { numRuns: 50 },
    );
  });

  it('rejects a zero duration and a negative distance', () => {
    expect(() => planLanding(0, 1, 0, FRICTION, 0)).toThrow(RangeError);
    expect(() => planLanding(0, -1, 100, FRICTION, 0)).toThrow(RangeError);
  });
});

describe('cruise', () => {
  it('spins up smoothly and then turns at constant speed', () => {
    expect(cruiseAngle(2, 0.01, 300, 0)).toBe(2);
    expect(cruiseVelocity(0.01, 300, 150)).toBeCloseTo(0.005, 12);
    expect(cruiseVelocity(0.01, 300, 1000)).toBe(0.01);
    const before = cruiseAngle(0, 0.01, 300, 299.999);
    const after = cruiseAngle(0, 0.01, 300, 300.001);
    expect(after - before).toBeCloseTo(0.01 * 0.002, 6);
    expect(cruiseAngle(0, 0.01, 300, 1300) - cruiseAngle(0, 0.01, 300, 300)).toBeCloseTo(10, 9);
  });
});
