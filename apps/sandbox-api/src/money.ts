// Money is kept in satang (integers) so sums are exact; the wire carries baht as JSON numbers.
import { ApiFailure } from './errors';

/** Satang to baht for the wire. */
export function toBaht(satang: number): number {
  return satang / 100;
}

/** Largest amount a request may move (the document's `BahtAmount` maximum), in baht. */
export const MAX_AMOUNT_BAHT = 100_000_000;

/** Largest holding of one player (wallet, games and pending deposits), in satang: far below 2^53, so sums stay exact. */
export const MAX_HOLDING_SATANG = 100_000_000_000_000;

/** Baht from the wire to satang; more than two decimals, over MAX_AMOUNT_BAHT or non-finite is KEY_INVALID. */
export function toSatang(baht: number, key = 'amount'): number {
  if (!Number.isFinite(baht)) throw new ApiFailure('KEY_INVALID', `${key} must be a number`);
  if (baht > MAX_AMOUNT_BAHT) throw new ApiFailure('KEY_INVALID', `${key} must be <= ${MAX_AMOUNT_BAHT}`);
  const satang = Math.round(baht * 100);
  if (Math.abs(satang - baht * 100) > 1e-6) {
    throw new ApiFailure('KEY_INVALID', `${key} has more than two decimals`);
  }
  if (!Number.isSafeInteger(satang)) throw new ApiFailure('KEY_INVALID', `${key} is out of range`);
  return satang;
}
