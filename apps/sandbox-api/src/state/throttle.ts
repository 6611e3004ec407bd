// Throttle state of one sandbox: failed logins slow the next attempt down (per phone and client, and per client;
// REQUEST_LIMIT with a wait), and request bursts (REQUEST_LIMIT). POST /__sandbox/reset clears it (SandboxState.reset).
import { ApiFailure } from '../errors';

/** Failed logins of one phone from one client before that client waits between its attempts at that phone. */
export const LOGIN_FREE_FAILURES = 3;
/** Failed logins of one client (at any phones) before that client waits between all its login attempts. */
export const CLIENT_FREE_FAILURES = 10;
/** The first wait; each further failure doubles it. */
export const LOGIN_FIRST_WAIT_MS = 1000;
/** The longest wait. */
export const LOGIN_MAX_WAIT_MS = 15 * 60_000;
/** Failures are forgotten this long after the last one (sandbox clock, so a test can move past it). */
export const LOGIN_FORGET_MS = 60 * 60_000;
/** Requests of one player (or one guest route) on one money or OTP route allowed within BURST_WINDOW_MS. */
export const BURST_ALLOWED = 10;
/** Window of the burst count (wall clock: a burst is about real time). */
export const BURST_WINDOW_MS = 1000;

/**
 * The wait after `failures` failed logins when `free` come without one: none, then LOGIN_FIRST_WAIT_MS doubling
 * with each failure, up to LOGIN_MAX_WAIT_MS. Example: `loginWaitMs(3, 3) === 1000`, `loginWaitMs(5, 3) === 4000`.
 */
export function loginWaitMs(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(LOGIN_FIRST_WAIT_MS * 2 ** Math.min(failures - free, 30), LOGIN_MAX_WAIT_MS);
}

/** Failed logins of one key: how many, and when the last one was. */
interface Failures {
  count: number;
  lastAt: number;
}

/** A login attempt refused inside a wait: REQUEST_LIMIT, with the seconds to wait (the Retry-After header). */
export class LoginWait extends ApiFailure {
  constructor(retryAfterSeconds: number) {
    super('REQUEST_LIMIT', undefined, undefined, retryAfterSeconds);
  }
}

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
  /** Failed logins per `phone|client` pair and per `client` alone. */
  private loginFailures = new Map<string, Failures>();
  private bursts = new Window(BURST_WINDOW_MS);

  constructor(
    /** Calls of one key allowed within BURST_WINDOW_MS (a test client firing faster than a player may raise it). */
    private readonly burstAllowed = BURST_ALLOWED,
    private readonly wallClock: () => number = () => Date.now(),
  ) {}

  /** Forgets everything (POST /__sandbox/reset). */
  reset(): void {
    this.loginFailures = new Map();
    this.bursts = new Window(BURST_WINDOW_MS);
  }

  private failuresOf(key: string, now: number): Failures | undefined {
    const failures = this.loginFailures.get(key);
    if (failures && now - failures.lastAt >= LOGIN_FORGET_MS) {
      this.loginFailures.delete(key);
      return undefined;
    }
    return failures;
  }

  /** Milliseconds `key` must still wait before its next attempt is checked (0: none). */
  private waitLeft(key: string, free: number, now: number): number {
    const failures = this.failuresOf(key, now);
    if (!failures) return 0;
    return Math.max(0, failures.lastAt + loginWaitMs(failures.count, free) - now);
  }

  /**
   * Refuses (unchecked, uncounted) a login of `phone` from `client` inside a wait: of that pair after
   * LOGIN_FREE_FAILURES, or of the client after CLIENT_FREE_FAILURES at any phones. Another client is not slowed
   * by this one's failures, so a stranger's wrong passwords never keep the player out.
   */
  checkLogin(phone: string, client: string, now: Date): void {
    const at = now.getTime();
    const wait = Math.max(
      this.waitLeft(`${phone}|${client}`, LOGIN_FREE_FAILURES, at),
      this.waitLeft(client, CLIENT_FREE_FAILURES, at),
    );
    if (wait > 0) throw new LoginWait(Math.ceil(wait / 1000));
  }

  /** Counts a failed login of `phone` from `client` (for the pair and for the client). */
  loginFailed(phone: string, client: string, now: Date): void {
    const at = now.getTime();
    for (const key of [`${phone}|${client}`, client]) {
      const count = (this.failuresOf(key, at)?.count ?? 0) + 1;
      this.loginFailures.set(key, { count, lastAt: at });
    }
  }

  /** A successful login clears the pair's failures (the client's count across phones stays). */
  loginSucceeded(phone: string, client: string): void {
    this.loginFailures.delete(`${phone}|${client}`);
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
