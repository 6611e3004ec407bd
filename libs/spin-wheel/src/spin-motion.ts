// The spin as a pure state machine over frame timestamps: cruise while the server decides, then land on the prize or
// coast to a stop after a failure. No DOM, so every slice count, answer delay and frame rate can be tested in Node.
import { TAU, landingDistance } from './geometry';
import {
  type LandingPlan,
  cruiseAngle,
  cruiseVelocity,
  landingAngle,
  naturalStartVelocity,
  planLanding,
} from './motion';

/** Spin-up time from a tap to cruising speed while the server answers. */
export const RAMP_MS = 250;
/** Coast to rest after a failed server call. */
export const FAILURE_SETTLE_MS = 1200;

/** How a spin is set up at the tap. */
export interface SpinPlan {
  /** Whole extra turns before landing (0 for reduced motion). */
  extraTurns: number;
  /** Landing length after the answer, in ms. */
  durationMs: number;
  /** Per-60 Hz-frame friction (docs/product.md#spin). */
  friction: number;
  /** Reduced motion: no spinning while waiting, a plain glide to the prize. */
  still: boolean;
}

/** Phase of a spin. */
export type SpinPhase = 'idle' | 'cruise' | 'landing' | 'settling';

/** A spin's motion over time; the owner calls `advance(frameTime)` once per frame and reads `rotation`. */
export class SpinMotion {
  /** Current rotation in radians (unbounded while spinning). */
  rotation = 0;
  phase: SpinPhase = 'idle';
  private setup: SpinPlan = { extraTurns: 0, durationMs: 1, friction: 0.5, still: true };
  private phaseStart = -1;
  private cruiseFrom = 0;
  private cruiseSpeed = 0;
  private plan: LandingPlan | null = null;
  private target = -1;
  private count = 0;
  private offset = 0;
  private failed = false;

  /** Slice the spin is landing on, once the answer has been taken up; -1 before. */
  landingIndex = -1;

  /** Starts a spin from the current rotation. */
  begin(setup: SpinPlan): void {
    this.setup = setup;
    this.phase = 'cruise';
    this.phaseStart = -1;
    this.cruiseFrom = this.rotation;
    this.cruiseSpeed = setup.still
      ? 0
      : naturalStartVelocity((setup.extraTurns + 0.5) * TAU, setup.durationMs, setup.friction);
    this.plan = null;
    this.target = -1;
    this.landingIndex = -1;
    this.failed = false;
  }

  /** The server chose slice `index` of `count`; `offset` in [-0.5, 0.5] picks the point inside it. Taken up next frame. */
  land(index: number, count: number, offset: number): void {
    if (this.phase !== 'cruise') return;
    this.target = index;
    this.count = count;
    this.offset = offset;
  }

  /** The server call failed: coast to a stop with no prize. Taken up next frame. */
  fail(): void {
    if (this.phase === 'cruise') this.failed = true;
  }

  /** Moves to frame time `now` (ms, monotonic). Returns true on the frame the wheel comes to rest. */
  advance(now: number): boolean {
    if (this.phase === 'idle') return false;
    if (this.phaseStart < 0) this.phaseStart = now;
    let elapsed = now - this.phaseStart;
    if (this.phase === 'cruise') {
      const angle = cruiseAngle(this.cruiseFrom, this.cruiseSpeed, RAMP_MS, elapsed);
      const speed = cruiseVelocity(this.cruiseSpeed, RAMP_MS, elapsed);
      if (this.target >= 0) {
        const distance = landingDistance({
          from: angle,
          count: this.count,
          index: this.target,
          extraTurns: this.setup.extraTurns,
          offset: this.offset,
        });
        this.landingIndex = this.target;
        this.plan = planLanding(angle, distance, this.setup.durationMs, this.setup.friction, speed);
        this.phase = 'landing';
      } else if (this.failed) {
        if (speed <= 0) {
          this.rotation = angle;
          this.phase = 'idle';
          return true;
        }
        // Distance chosen so the coast starts at the current speed and fades out under the same friction.
        const distance = speed / naturalStartVelocity(1, FAILURE_SETTLE_MS, this.setup.friction);
        this.plan = planLanding(angle, distance, FAILURE_SETTLE_MS, this.setup.friction, speed);
        this.phase = 'settling';
      } else {
        this.rotation = angle;
        return false;
      }
      this.phaseStart = now;
      elapsed = 0;
    }
    const plan = this.plan;
    if (!plan) return false;
    this.rotation = landingAngle(plan, elapsed);
    if (elapsed < plan.durationMs) return false;
    this.phase = 'idle';
    return true;
  }

  /** Ends the spin at once: at the planned rest if there is one. Returns the phase it was cut from. */
  skipToEnd(): SpinPhase {
    const from = this.phase;
    if (this.plan && from !== 'idle' && from !== 'cruise')
      this.rotation = this.plan.from + this.plan.distance;
    this.phase = 'idle';
    return from;
  }
}
