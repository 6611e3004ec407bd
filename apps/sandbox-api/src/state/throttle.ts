// Throttle state of one sandbox: failed logins per phone (REQUEST_LIMIT_1MIN) and request bursts (REQUEST_LIMIT).
// POST /__sandbox/reset clears it (SandboxState.reset).
import { ApiFailure } from '../errors';

/** Failed logins of one phone within LOGIN_WINDOW_MS after which every login of it is refused until they age out. */
export const LOGIN_FAILURES_ALLOWED = 5;
/** Window of the failed-login count (sandbox clock, so a test can move past it). */
export const LOGIN_WINDOW_MS = 60_000;
/** Requests of one player (or one guest route) on one money or OTP route allowed within BURST_WINDOW_MS. */
export const BURST_ALLOWED = 10;
/** Window of the burst count (wall clock: a burst is about real time). */
export const BURST_WINDOW_MS = 1000;

/** Recent events per key (each with an optional tag), pruned as they are read. */
class Window {
  private readonly events = new Map<string, { at: number; tag: string | null }[]>();

  constructor(private readonly span: number) {}

  private recent(key: string, now: number): { at: number; tag: string | null }[] {
    const kept = (this.events.get(key) ?? []).filter((e) => now - e.at < this.span);
    if (kept.length === 0) this.events.delete(key);
    else this.events.set(key, kept);
    return kept;
  }

  /** Events of `key` within the span before `now`. */
  count(key: string, now: number): number {
    return this.recent(key, now).length;
  }

  /** Milliseconds until the oldest event of `key` leaves the span (0 when there is none). */
  untilOldestLeaves(key: string, now: number): number {
    const oldest = this.recent(key, now)[0];
    return oldest ? oldest.at + this.span - now : 0;
  }

  /** Whether an event of `key` with `tag` is within the span. */
  has(key: string, tag: string, now: number): boolean {
    return this.recent(key, now).some((e) => e.tag === tag);
  }

  add(key: string, now: number, tag: string | null = null): void {
    this.events.set(key, [...(this.events.get(key) ?? []), { at: now, tag }]);
  }

  forget(key: string): void {
    this.events.delete(key);
  }
}

/** One sandbox's throttle state. */
export class Throttle {
  private loginFailures = new Window(LOGIN_WINDOW_MS);
  private bursts = new Window(BURST_WINDOW_MS);

  constructor(
    /** Calls of one key allowed within BURST_WINDOW_MS (a test client firing faster than a player may raise it). */
    private readonly burstAllowed = BURST_ALLOWED,
    private readonly wallClock: () => number = () => Date.now(),
  ) {}

  /** Forgets everything (POST /__sandbox/reset). */
  reset(): void {
    this.loginFailures = new Window(LOGIN_WINDOW_MS);
    this.bursts = new Window(BURST_WINDOW_MS);
  }

  /** Refuses a login of `phone` while it has LOGIN_FAILURES_ALLOWED recent failures (right password or not). */
  checkLogin(phone: string, now: Date): void {
    if (this.loginFailures.count(phone, now.getTime()) >= LOGIN_FAILURES_ALLOWED) {
      throw new ApiFailure('REQUEST_LIMIT_1MIN');
    }
  }

  /** Counts a failed login of `phone`. */
  loginFailed(phone: string, now: Date): void {
    this.loginFailures.add(phone, now.getTime());
  }

  /** A successful login starts the count afresh. */
  loginSucceeded(phone: string): void {
    this.loginFailures.forget(phone);
  }

  /**
   * Counts one request under `key`; refuses it (uncounted) past BURST_ALLOWED within BURST_WINDOW_MS. A repeat of
   * an `Idempotency-Key` counted in the window is a replay of one confirm, not a new action: it passes uncounted.
   */
  burst(key: string, idempotencyKey?: string): void {
    const now = this.wallClock();
    if (idempotencyKey !== undefined && this.bursts.has(key, idempotencyKey, now)) return;
    if (this.bursts.count(key, now) >= this.burstAllowed) {
      const seconds = Math.max(1, Math.ceil(this.bursts.untilOldestLeaves(key, now) / 1000));
      throw new ApiFailure('REQUEST_LIMIT', undefined, undefined, seconds);
    }
    this.bursts.add(key, now, idempotencyKey ?? null);
  }
}
