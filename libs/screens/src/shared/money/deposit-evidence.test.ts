import { describe, expect, it } from 'vitest';
import {
  giftLinkArrived,
  moneyReading,
  moneyShows,
  qrCodeState,
  QR_END_GRACE_MS,
  qrEndVerdict,
  slipVerdict,
  type DepositRowLike,
} from './deposit-evidence';

const row = (_id: string, amount: number, status = 'SUCCESS', statementType = 'deposit'): DepositRowLike => ({
  _id,
  statementType,
  status,
  amount,
});

/** The demo player's money before the code: 1,250.50 baht and an old deposit of 100 baht among other rows. */
const BEFORE = moneyReading(1250.5, [row('old-100', 100), row('bonus', 100, 'SUCCESS', 'bonus')]);

describe('moneyReading', () => {
  it('keeps only the successful deposit rows', () => {
    const reading = moneyReading(10, [
      row('a', 100),
      row('b', 50, 'PENDING'),
      row('c', 20, 'FAILED'),
      row('d', 30, 'SUCCESS', 'transfer'),
    ]);
    expect(reading).toEqual({ wallet: 10, successfulDeposits: [{ id: 'a', amount: 100 }] });
    expect(moneyReading(10, null).successfulDeposits).toBeNull();
  });
});

describe('moneyShows: a deposit is there only when the money shows it', () => {
  it('a new successful deposit row of the amount shows it, even when the wallet moved otherwise', () => {
    const now = moneyReading(1150.5, [row('new', 100), ...[row('old-100', 100)]]);
    expect(moneyShows(BEFORE, now, 100)).toBe(true);
  });

  it('the wallet grown by exactly the amount shows it', () => {
    expect(moneyShows(BEFORE, moneyReading(1350.5, null), 100)).toBe(true);
    // Amounts compare to the satang: 0.1 + 0.2 is 0.3.
    expect(moneyShows(moneyReading(0.1, null), moneyReading(0.1 + 0.2, null), 0.2)).toBe(true);
  });

  it('nothing new: an old row of the same amount, a pending row, another amount, a wallet unchanged', () => {
    expect(moneyShows(BEFORE, BEFORE, 100)).toBe(false);
    expect(
      moneyShows(BEFORE, moneyReading(1250.5, [row('old-100', 100), row('p', 100, 'PENDING')]), 100),
    ).toBe(false);
    expect(moneyShows(BEFORE, moneyReading(1250.5, [row('new', 50), row('old-100', 100)]), 100)).toBe(false);
    // Grown, but by something else (a transfer back from a game of 500, a bonus of 10).
    expect(moneyShows(BEFORE, moneyReading(1750.5, null), 100)).toBe(false);
    expect(moneyShows(BEFORE, moneyReading(1260.5, null), 100)).toBe(false);
  });

  it('without the statement before, a row proves nothing (an old one could pass for it)', () => {
    const before = moneyReading(1250.5, null);
    expect(moneyShows(before, moneyReading(1250.5, [row('old-100', 100)]), 100)).toBe(false);
  });

  it('an amount of 0 or less is never shown', () => {
    expect(moneyShows(BEFORE, BEFORE, 0)).toBe(false);
  });
});

describe('qrCodeState', () => {
  it('live, replaced by another code, or gone', () => {
    expect(qrCodeState('q1', { hasQrcode: true, qrcodeId: 'q1' })).toBe('live');
    expect(qrCodeState('q1', { hasQrcode: true, qrcodeId: 'q2' })).toBe('replaced');
    expect(qrCodeState('q1', { hasQrcode: false, qrcodeId: null })).toBe('gone');
    // A code the server no longer has, whatever id it repeats.
    expect(qrCodeState('q1', { hasQrcode: false, qrcodeId: 'q1' })).toBe('gone');
  });
});

describe('qrEndVerdict: a vanished code is not a payment', () => {
  const at = 100_000;
  it('landed when the money shows the payment', () => {
    const now = moneyReading(1350.5, [row('new', 100), row('old-100', 100)]);
    expect(qrEndVerdict({ amount: 100, before: BEFORE, now, endedAt: at, at })).toBe('landed');
  });

  it('gone without money (clock skew, cancelled elsewhere): looked for during the grace, then unpaid', () => {
    expect(qrEndVerdict({ amount: 100, before: BEFORE, now: BEFORE, endedAt: at, at })).toBe('checking');
    expect(
      qrEndVerdict({ amount: 100, before: BEFORE, now: BEFORE, endedAt: at, at: at + QR_END_GRACE_MS - 1 }),
    ).toBe('checking');
    expect(
      qrEndVerdict({ amount: 100, before: BEFORE, now: BEFORE, endedAt: at, at: at + QR_END_GRACE_MS }),
    ).toBe('unpaid');
  });

  it('a payment that shows late, within the grace, still lands', () => {
    const now = moneyReading(1350.5, null);
    expect(
      qrEndVerdict({ amount: 100, before: BEFORE, now, endedAt: at, at: at + QR_END_GRACE_MS - 1 }),
    ).toBe('landed');
  });
});

describe('slipVerdict: the slip statement row decides', () => {
  it('SUCCESS lands with the amount read, FAILED fails with its note, anything else waits', () => {
    expect(slipVerdict({ status: 'SUCCESS', amount: 300 })).toEqual({ state: 'landed', amount: 300 });
    expect(slipVerdict({ status: 'FAILED', note: 'EXPIRED_SLIP' })).toEqual({
      state: 'failed',
      reason: 'EXPIRED_SLIP',
    });
    expect(slipVerdict({ status: 'PROCESSING' })).toEqual({ state: 'pending' });
    expect(slipVerdict(undefined)).toEqual({ state: 'pending' });
  });
});

describe('giftLinkArrived: the wallet grown since the link was sent', () => {
  it('by how much, to the satang; nothing when it did not grow', () => {
    expect(giftLinkArrived(1000, 1150)).toBe(150);
    expect(giftLinkArrived(0.1, 0.3)).toBe(0.2);
    expect(giftLinkArrived(1000, 1000)).toBeNull();
    expect(giftLinkArrived(1000, 900)).toBeNull();
  });
});
