import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SPIN_FRICTION, pickExtraTurns, spinDurationMs } from '@wallet/domain';
import { TAU, normalizeAngle, sliceIndexAt } from './geometry';
import { FAILURE_SETTLE_MS, SpinMotion, type SpinPlan } from './spin-motion';

interface Run {
  rotation: number;
  landed: number;
  frames: number;
  backwards: number;
  elapsed: number;
}

/**
 * Drives a spin at `hz` frames per second (with up to `jitterMs` of timestamp jitter) and delivers the server's answer
 * `delayMs` after the tap, exactly as the canvas wheel does from requestAnimationFrame.
 */
function simulate(
  setup: SpinPlan,
  answer: { index: number; count: number; offset: number } | 'fail',
  delayMs: number,
  hz: number,
  jitter: () => number = () => 0,
  from = 0,
): Run {
  const motion = new SpinMotion();
  motion.rotation = from;
  motion.begin(setup);
  const tap = 1000;
  let answered = false;
  let previous = motion.rotation;
  let backwards = 0;
  for (let frame = 1; frame < 100_000; frame += 1) {
    const now = tap + (frame * 1000) / hz + jitter();
    if (!answered && now - tap >= delayMs) {
      answered = true;
      if (answer === 'fail') motion.fail();
      else motion.land(answer.index, answer.count, answer.offset);
    }
    const done = motion.advance(now);
    backwards = Math.max(backwards, previous - motion.rotation);
    previous = motion.rotation;
    if (done)
      return {
        rotation: motion.rotation,
        landed: motion.landingIndex,
        frames: frame,
        backwards,
        elapsed: now - tap,
      };
  }
  throw new Error('the wheel never came to rest');
}

const seeded = (seed: number) => () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};

function specSetup(random: () => number, durationMs?: number): SpinPlan {
  const extraTurns = pickExtraTurns(random);
  return {
    extraTurns,
    durationMs: spinDurationMs(extraTurns, random, durationMs),
    friction: SPIN_FRICTION,
    still: false,
  };
}

describe('SpinMotion', () => {
  it('for every slice count 2..24, every target, any answer delay and frame rate: rests inside the target, never backwards', () => {
    for (let count = 2; count <= 24; count += 1) {
      for (let index = 0; index < count; index += 1) {
        fc.assert(
          fc.property(
            fc.integer({ min: 1, max: 2 ** 31 - 2 }),
            fc.double({ min: 0, max: 2500, noNaN: true }),
            fc.constantFrom(30, 60, 90, 120, 144),
            fc.double({ min: -0.5, max: 0.5, noNaN: true }),
            fc.double({ min: -50, max: 50, noNaN: true }),
            (seed, delayMs, hz, offset, from) => {
              const run = simulate(
                specSetup(seeded(seed)),
                { index, count, offset },
                delayMs,
                hz,
                () => 0,
                from,
              );
              expect(run.landed).toBe(index);
              expect(sliceIndexAt(run.rotation, count)).toBe(index);
              expect(run.backwards).toBeLessThanOrEqual(1e-9);
            },
          ),
          { numRuns: 8 },
        );
      }
    }
  });

  it('lands on the same angle at 60 Hz and 120 Hz, and with jittery frames', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 24 }),
        fc.nat(),
        fc.integer({ min: 1, max: 2 ** 31 - 2 }),
        fc.double({ min: -0.5, max: 0.5, noNaN: true }),
        fc.double({ min: 0, max: 1500, noNaN: true }),
        (count, pick, seed, offset, delayMs) => {
          const answer = { index: pick % count, count, offset };
          const setup = specSetup(seeded(seed));
          const at60 = simulate(setup, answer, delayMs, 60);
          const at120 = simulate(setup, answer, delayMs, 120);
          const jittery = simulate(setup, answer, delayMs, 60, seeded(seed + 1));
          expect(normalizeAngle(at120.rotation)).toBeCloseTo(normalizeAngle(at60.rotation), 9);
          expect(normalizeAngle(jittery.rotation)).toBeCloseTo(normalizeAngle(at60.rotation), 9);
          // 120 Hz gets twice the frames for the same spin length (one frame of rounding either way).
          expect(Math.abs(at120.elapsed - at60.elapsed)).toBeLessThanOrEqual(1000 / 60 + 1e-6);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('turns before the answer and takes the planned time after it', () => {
    const setup: SpinPlan = { extraTurns: 3, durationMs: 1500, friction: SPIN_FRICTION, still: false };
    const motion = new SpinMotion();
    motion.begin(setup);
    motion.advance(0);
    motion.advance(800);
    expect(motion.rotation).toBeGreaterThan(TAU);
    expect(motion.phase).toBe('cruise');
    const run = simulate(setup, { index: 2, count: 8, offset: 0 }, 800, 60);
    expect(run.elapsed).toBeGreaterThanOrEqual(800 + 1500);
    expect(run.elapsed).toBeLessThan(800 + 1500 + 2 * (1000 / 60));
  });

  it('coasts to a stop with no prize when the call fails', () => {
    const setup: SpinPlan = { extraTurns: 4, durationMs: 2000, friction: SPIN_FRICTION, still: false };
    const run = simulate(setup, 'fail', 600, 60);
    expect(run.landed).toBe(-1);
    expect(run.backwards).toBeLessThanOrEqual(1e-9);
    expect(run.elapsed).toBeLessThan(600 + FAILURE_SETTLE_MS + 2 * (1000 / 60));
  });

  it('with reduced motion stays still while waiting, then glides less than a turn', () => {
    const setup: SpinPlan = { extraTurns: 0, durationMs: 600, friction: SPIN_FRICTION, still: true };
    const motion = new SpinMotion();
    motion.rotation = 1;
    motion.begin(setup);
    motion.advance(0);
    motion.advance(900);
    expect(motion.rotation).toBe(1);
    const run = simulate(setup, { index: 5, count: 6, offset: 0.3 }, 900, 60, () => 0, 1);
    expect(run.rotation - 1).toBeLessThan(TAU);
    expect(sliceIndexAt(run.rotation, 6)).toBe(5);
    expect(simulate(setup, 'fail', 300, 60, () => 0, 1).rotation).toBe(1);
  });

  it('skipToEnd jumps to the planned rest, or stays put before the answer', () => {
    const setup: SpinPlan = { extraTurns: 3, durationMs: 1500, friction: SPIN_FRICTION, still: false };
    const landing = new SpinMotion();
    landing.begin(setup);
    landing.land(3, 8, 0);
    landing.advance(0);
    landing.advance(100);
    expect(landing.skipToEnd()).toBe('landing');
    expect(sliceIndexAt(landing.rotation, 8)).toBe(3);
    expect(landing.phase).toBe('idle');

    const waiting = new SpinMotion();
    waiting.begin(setup);
    waiting.advance(0);
    waiting.advance(400);
    const where = waiting.rotation;
    expect(waiting.skipToEnd()).toBe('cruise');
    expect(waiting.rotation).toBe(where);
    expect(waiting.advance(500)).toBe(false);
  });
});
