// Money is kept in satang (integers) so sums are exact; the wire carries baht as JSON numbers.
import { ApiFailure } from './errors';

/** Satang to baht for the wire. */
export function toBaht(satang: number): number {
  return satang / 100;
}

/** Baht from the wire to satang; more than two decimals or a non-finite value is KEY_INVALID. */
export function toSatang(baht: number, key = 'amount'): number {
  if (!Number.isFinite(baht)) throw new ApiFailure('KEY_INVALID', `${key} must be a number`);
  const satang = Math.round(baht * 100);
  if (Math.abs(satang - baht * 100) > 1e-6) {
    throw new ApiFailure('KEY_INVALID', `${key} has more than two decimals`);
  }
  if (!Number.isSafeInteger(satang)) throw new ApiFailure('KEY_INVALID', `${key} is out of range`);
  return satang;
}
