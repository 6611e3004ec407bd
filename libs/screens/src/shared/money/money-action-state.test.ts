import { describe, expect, it } from 'vitest';
import { ApiError } from '@wallet/api-client';
import {
  fingerprintOf,
  IDLE_MONEY_ACTION,
  isOutcomeUnknown,
  recheckDone,
  settle,
  startConfirm,
  type MoneyActionState,
} from './money-action-state';

const keys = (...list: string[]) => {
  const queue = [...list];
  return () => queue.shift() ?? 'exhausted';
};
const started = (result: ReturnType<typeof startConfirm>): MoneyActionState => {
  if (!result.started) throw new Error('expected the confirm to start');
  return result.state;
};

describe('money action state', () => {
  it('starts a confirm with a fresh key and ignores every confirm while it is pending', () => {
    const pending = started(startConfirm(IDLE_MONEY_ACTION, 'a', keys('k1', 'k2')));
    expect(pending).toMatchObject({ status: 'pending', key: 'k1', fingerprint: 'a' });
    expect(startConfirm(pending, 'a', keys('k3')).started).toBe(false);
    expect(startConfirm(pending, 'b', keys('k3')).started).toBe(false);
  });

  it('forgets the key after an answer, so the next confirm gets a new one', () => {
    const pending = started(startConfirm(IDLE_MONEY_ACTION, 'a', keys('k1')));
    const failed = settle(pending, {
      ok: false,
      error: new ApiError({ status: 400, code: 'NO_GAME', message: 'NO_GAME' }),
    });
    expect(failed).toMatchObject({ status: 'failed', key: null });
    expect(started(startConfirm(failed, 'a', keys('k2'))).key).toBe('k2');
    const succeeded = settle(started(startConfirm(failed, 'a', keys('k3'))), { ok: true });
    expect(succeeded).toMatchObject({ status: 'succeeded', key: null });
  });

  it('keeps the key of an unknown result for a retry of the same input, not for other input', () => {
    const pending = started(startConfirm(IDLE_MONEY_ACTION, 'a', keys('k1')));
    const rechecking = settle(pending, {
      ok: false,
      error: new ApiError({ status: 0, code: 'TIMEOUT', message: 'TIMEOUT' }),
    });
    expect(rechecking).toMatchObject({ status: 'rechecking', key: 'k1' });
    expect(startConfirm(rechecking, 'a', keys('k2')).started).toBe(false);
    const unknown = recheckDone(rechecking);
    expect(unknown.status).toBe('unknown');
    expect(started(startConfirm(unknown, 'a', keys('k2'))).key).toBe('k1');
    expect(started(startConfirm(unknown, 'b', keys('k2'))).key).toBe('k2');
  });

  it('tells an unknown outcome from a definite failure', () => {
    const error = (status: number, code: ConstructorParameters<typeof ApiError>[0]['code']) =>
      new ApiError({ status, code, message: code });
    expect(isOutcomeUnknown(error(0, 'TIMEOUT'))).toBe(true);
    expect(isOutcomeUnknown(error(0, 'NETWORK'))).toBe(true);
    expect(isOutcomeUnknown(error(200, 'BAD_RESPONSE'))).toBe(true);
    expect(isOutcomeUnknown(error(502, 'HTTP_ERROR'))).toBe(true);
    expect(isOutcomeUnknown(new TypeError('Failed to fetch'))).toBe(true);
    expect(isOutcomeUnknown(error(400, 'MONEY_NOT_ENOUGH'))).toBe(false);
    expect(isOutcomeUnknown(error(404, 'HTTP_ERROR'))).toBe(false);
    expect(isOutcomeUnknown(error(0, 'ABORTED'))).toBe(false);
  });

  it('fingerprints input independently of key order', () => {
    expect(fingerprintOf({ b: 1, a: { d: 2, c: 3 } })).toBe(fingerprintOf({ a: { c: 3, d: 2 }, b: 1 }));
    expect(fingerprintOf({ amount: 1 })).not.toBe(fingerprintOf({ amount: 2 }));
    expect(fingerprintOf(undefined)).toBe('undefined');
  });
});
