// Pure state of one money action (transfer, withdraw, QR create, spin...): one request per confirm, no retry by
// itself, and an unknown result (timeout, lost connection) keeps its idempotency key so the player's retry of the
// same confirm cannot move money twice.
import { isApiError } from '@wallet/api-client';

export type MoneyActionStatus =
  /** Nothing sent yet, or the last answer was read. */
  | 'idle'
  /** The request is on its way; every further confirm is ignored. */
  | 'pending'
  | 'succeeded'
  /** The server answered with an error: the money did not move. */
  | 'failed'
  /** No answer: balances are being re-read before the player may retry. */
  | 'rechecking'
  /** No answer and balances re-read: the player is told the result is unknown. */
  | 'unknown';

export interface MoneyActionState {
  status: MoneyActionStatus;
  /** Idempotency key of the confirm in flight, or of the last one whose result is unknown. */
  key: string | null;
  /** What was confirmed (stable JSON of the input), to tell a retry of the same confirm from a new one. */
  fingerprint: string | null;
  error: unknown;
}

export const IDLE_MONEY_ACTION: MoneyActionState = {
  status: 'idle',
  key: null,
  fingerprint: null,
  error: null,
};

/** How long a money request may go unanswered before the player is told it is still waiting (docs/product.md#api: 60 s max). */
export const STILL_WAITING_AFTER_MS = 10_000;

/** True while a confirm must be ignored (in flight or balances being re-read). */
export function isBusy(state: MoneyActionState): boolean {
  return state.status === 'pending' || state.status === 'rechecking';
}

/**
 * A confirm: ignored while busy; otherwise pending with the key to send. The key of an unknown result is reused
 * for the same input (the server replays its first answer), a new one is made for anything else.
 */
export function startConfirm(
  state: MoneyActionState,
  fingerprint: string,
  newKey: () => string,
): { started: false } | { started: true; state: MoneyActionState } {
  if (isBusy(state)) return { started: false };
  const reuse = state.status === 'unknown' && state.fingerprint === fingerprint && state.key !== null;
  const key = reuse && state.key ? state.key : newKey();
  return { started: true, state: { status: 'pending', key, fingerprint, error: null } };
}

/**
 * A money action confirmed while the browser is offline: refused at once, nothing was sent (never queued for
 * later), so the money did not move and the form keeps its input.
 */
export class OfflineError extends Error {
  override readonly name = 'OfflineError';
  constructor() {
    super('offline: nothing was sent');
  }
}

/** Codes of a failure after which the server may or may not have moved the money. */
const UNKNOWN_OUTCOME_CODES: ReadonlySet<string> = new Set(['TIMEOUT', 'NETWORK', 'BAD_RESPONSE']);

/** True when a failure leaves the result unknown: no answer, an unreadable one, or a gateway error without a body. */
export function isOutcomeUnknown(error: unknown): boolean {
  if (error instanceof OfflineError) return false;
  if (!isApiError(error)) return true;
  if (UNKNOWN_OUTCOME_CODES.has(error.code)) return true;
  return error.code === 'HTTP_ERROR' && error.status >= 500;
}

/** The answer arrived, or did not. */
export function settle(
  state: MoneyActionState,
  outcome: { ok: true } | { ok: false; error: unknown },
): MoneyActionState {
  if (outcome.ok) return { status: 'succeeded', key: null, fingerprint: null, error: null };
  if (isOutcomeUnknown(outcome.error)) return { ...state, status: 'rechecking', error: outcome.error };
  return { status: 'failed', key: null, fingerprint: null, error: outcome.error };
}

/** Balances were re-read after an unknown result: the player may now decide to retry. */
export function recheckDone(state: MoneyActionState): MoneyActionState {
  return state.status === 'rechecking' ? { ...state, status: 'unknown' } : state;
}

/** Stable JSON (sorted keys) of a confirm's input. Example: `fingerprintOf({ b: 1, a: 2 }) === '{"a":2,"b":1}'`. */
export function fingerprintOf(input: unknown): string {
  return (
    JSON.stringify(input, (_key, value: unknown) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(
            Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
          )
        : value,
    ) ?? 'undefined'
  );
}
