// When the app looks again at a pending deposit (QR, slip, gift link): pure functions of time, no timers, no DOM.
// Fast at first, backing off to 15 s, until the spec's 1 minute plus a margin; then one last look at 5 minutes.
// One request at a time and at most one every 3 s over all pending deposits; nothing while hidden or offline;
// a rate-limit answer pauses every watch.
import { DEPOSIT_ARRIVAL_MINUTES } from '@wallet/domain';

/** First look after the deposit starts, and the shortest gap between two requests of the watch. */
export const WATCH_MIN_GAP_MS = 3_000;
/** The gap grows by this factor after each answer that is still pending... */
export const WATCH_BACKOFF_FACTOR = 1.5;
/** ...up to this. */
export const WATCH_MAX_GAP_MS = 15_000;
/** Looks stop after the spec's arrival time plus a margin (a deposit arrives within 1 minute)... */
export const WATCH_CEILING_MS = DEPOSIT_ARRIVAL_MINUTES * 60_000 + 30_000;
/** ...then one last look this long after the start; still pending after it, the watch gives up. */
export const WATCH_LAST_LOOK_MS = 5 * 60_000;
/** Pause of every watch after REQUEST_LIMIT (too many calls in a second) and REQUEST_LIMIT_1MIN. */
export const RATE_LIMIT_PAUSE_MS = { REQUEST_LIMIT: WATCH_MAX_GAP_MS, REQUEST_LIMIT_1MIN: 60_000 } as const;

/** The schedule of one pending deposit. */
export interface DepositSchedule {
  startedAt: number;
  /** Gap to wait after the next answer that is still pending. */
  gap: number;
  /** No look before this (ms). */
  notBefore: number;
  /** The request in flight (or the last one sent) is the last look. */
  lastLookSent: boolean;
  /** The last look came back still pending: the watch has given up. */
  gaveUp: boolean;
}

/** What every watch shares: the page, the network, the one request in flight and the rate-limit pause. */
export interface WatchGate {
  visible: boolean;
  online: boolean;
  inFlight: boolean;
  /** When the last request of any watch was sent (null: none yet). */
  lastRequestAt: number | null;
  /** No request before this (a rate-limit answer). */
  pausedUntil: number;
}

/** How a look ended. `settled` (landed, failed, expired) ends the watch; the caller drops it. */
export type LookAnswer = 'pending' | 'error' | 'REQUEST_LIMIT' | 'REQUEST_LIMIT_1MIN';

export const OPEN_GATE: WatchGate = {
  visible: true,
  online: true,
  inFlight: false,
  lastRequestAt: null,
  pausedUntil: 0,
};

/** A new pending deposit at `now`: first look 3 s later. */
export function startSchedule(now: number): DepositSchedule {
  return {
    startedAt: now,
    gap: WATCH_MIN_GAP_MS,
    notBefore: now + WATCH_MIN_GAP_MS,
    lastLookSent: false,
    gaveUp: false,
  };
}

/**
 * When this deposit may be looked at next (ms, possibly in the past: at once), or null while nothing may be sent:
 * hidden, offline, a request in flight, or given up. Past the ceiling the next look is the last one, at 5 minutes
 * (or at once when the page comes back later than that).
 */
export function dueAt(schedule: DepositSchedule, gate: WatchGate): number | null {
  if (schedule.gaveUp || !gate.visible || !gate.online || gate.inFlight) return null;
  const earliest = Math.max(
    schedule.notBefore,
    gate.pausedUntil,
    gate.lastRequestAt === null ? -Infinity : gate.lastRequestAt + WATCH_MIN_GAP_MS,
  );
  if (earliest <= schedule.startedAt + WATCH_CEILING_MS) return earliest;
  return Math.max(earliest, schedule.startedAt + WATCH_LAST_LOOK_MS);
}

/** The deposit due first among several (ties: the first listed), with its time; null when none may be sent. */
export function nextDue<K>(
  entries: readonly { key: K; schedule: DepositSchedule }[],
  gate: WatchGate,
): { key: K; at: number } | null {
  let best: { key: K; at: number } | null = null;
  for (const { key, schedule } of entries) {
    const at = dueAt(schedule, gate);
    if (at !== null && (best === null || at < best.at)) best = { key, at };
  }
  return best;
}

/** A look is sent at `now`: remembers whether it is the last one. */
export function lookSent(schedule: DepositSchedule, now: number): DepositSchedule {
  return { ...schedule, lastLookSent: now > schedule.startedAt + WATCH_CEILING_MS };
}

/**
 * A look came back at `now` without settling the deposit. Pending or failed: the gap grows (3, 4.5, 6.75... 15 s),
 * and after the last look the watch gives up. Rate-limited: the look does not count (not even the last one).
 */
export function lookAnswered(schedule: DepositSchedule, now: number, answer: LookAnswer): DepositSchedule {
  if (answer === 'REQUEST_LIMIT' || answer === 'REQUEST_LIMIT_1MIN') {
    return { ...schedule, lastLookSent: false, notBefore: now + RATE_LIMIT_PAUSE_MS[answer] };
  }
  if (schedule.lastLookSent) return { ...schedule, gaveUp: true };
  return {
    ...schedule,
    notBefore: now + schedule.gap,
    gap: Math.min(WATCH_MAX_GAP_MS, schedule.gap * WATCH_BACKOFF_FACTOR),
  };
}

/** The shared pause a rate-limit answer at `now` asks for (0: none). */
export function rateLimitPause(now: number, answer: LookAnswer): number {
  return answer === 'REQUEST_LIMIT' || answer === 'REQUEST_LIMIT_1MIN'
    ? now + RATE_LIMIT_PAUSE_MS[answer]
    : 0;
}
