// Pure, time-based motion of the wheel. Every position is a closed-form function of elapsed milliseconds, so the same
// spin lands on the same angle whether frames come at 30, 60 or 120 Hz (docs/product.md#spin friction is per 60 Hz frame).

/** Length of the 60 Hz frame the per-frame friction of the product rules was tuned for. */
export const REFERENCE_FRAME_MS = 1000 / 60;

/** Continuous decay rate (per ms) equivalent to multiplying velocity by `friction` every 60 Hz frame. */
export function decayRate(friction: number): number {
  if (!(friction > 0 && friction < 1)) throw new RangeError(`friction must be in (0, 1), got ${friction}`);
  return -Math.log(friction) / REFERENCE_FRAME_MS;
}

/**
 * A deceleration from `from` to exactly `from + distance` over `durationMs`, starting at `startVelocity` (rad/ms)
 * and ending at zero velocity. Plain numbers only, so evaluating it per frame allocates nothing.
 */
export interface LandingPlan {
  from: number;
  distance: number;
  durationMs: number;
  /** Decay rate per ms from the friction. */
  rate: number;
  /** Normaliser: the friction curve's travel at `durationMs`. */
  span: number;
  /**
   * Velocity-matching term (rad/ms), applied through t·(1-t/T)³ so the landing continues the current motion without a
   * jolt; its cubic fade keeps the end free of any backward creep.
   */
  correction: number;
}

/** Travel of the zero-end-velocity friction curve at time t: 1 - e^(-kt) - kt·e^(-kT). */
function frictionTravel(rate: number, t: number, durationMs: number): number {
  return 1 - Math.exp(-rate * t) - rate * t * Math.exp(-rate * durationMs);
}

/** Builds a landing that travels `distance` radians in `durationMs` under `friction`, continuing at `startVelocity`. */
export function planLanding(
  from: number,
  distance: number,
  durationMs: number,
  friction: number,
  startVelocity: number,
): LandingPlan {
  if (!(durationMs > 0)) throw new RangeError(`duration must be positive, got ${durationMs}`);
  if (!(distance >= 0)) throw new RangeError(`distance must be >= 0, got ${distance}`);
  const rate = decayRate(friction);
  const span = frictionTravel(rate, durationMs, durationMs);
  const naturalStart = (distance * rate * (1 - Math.exp(-rate * durationMs))) / span;
  return { from, distance, durationMs, rate, span, correction: startVelocity - naturalStart };
}

/** Rotation of a landing `elapsedMs` after it began; exactly `from + distance` once it is over. */
export function landingAngle(plan: LandingPlan, elapsedMs: number): number {
  if (elapsedMs >= plan.durationMs) return plan.from + plan.distance;
  const t = elapsedMs <= 0 ? 0 : elapsedMs;
  const u = t / plan.durationMs;
  const rest = 1 - u;
  return (
    plan.from +
    (plan.distance * frictionTravel(plan.rate, t, plan.durationMs)) / plan.span +
    plan.correction * t * rest * rest * rest
  );
}

/** Angular velocity (rad/ms) of a landing; zero once it is over. */
export function landingVelocity(plan: LandingPlan, elapsedMs: number): number {
  if (elapsedMs >= plan.durationMs) return 0;
  const t = elapsedMs <= 0 ? 0 : elapsedMs;
  const u = t / plan.durationMs;
  const natural =
    (plan.distance * plan.rate * (Math.exp(-plan.rate * t) - Math.exp(-plan.rate * plan.durationMs))) /
    plan.span;
  return natural + plan.correction * (1 - u) * (1 - u) * (1 - 4 * u);
}

/** Initial velocity (rad/ms) of a landing over `distance` in `durationMs` that starts from rest-free motion. */
export function naturalStartVelocity(distance: number, durationMs: number, friction: number): number {
  const rate = decayRate(friction);
  return (
    (distance * rate * (1 - Math.exp(-rate * durationMs))) / frictionTravel(rate, durationMs, durationMs)
  );
}

/** Rotation while waiting for the server: a quadratic spin-up over `rampMs`, then constant `velocity`. */
export function cruiseAngle(from: number, velocity: number, rampMs: number, elapsedMs: number): number {
  if (elapsedMs <= 0) return from;
  if (elapsedMs < rampMs) return from + (velocity * elapsedMs * elapsedMs) / (2 * rampMs);
  return from + velocity * (elapsedMs - rampMs / 2);
}

/** Velocity (rad/ms) while waiting for the server. */
export function cruiseVelocity(velocity: number, rampMs: number, elapsedMs: number): number {
  if (elapsedMs <= 0) return 0;
  return elapsedMs < rampMs ? (velocity * elapsedMs) / rampMs : velocity;
}
