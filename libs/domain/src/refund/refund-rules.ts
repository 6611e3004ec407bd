// Refund modal rules in docs/product.md#refund: nothing to receive shows a not-found text; receiving is blocked while a bonus is held.

/** The refund check fields the modal depends on (GET /api/refund/check). Example: `{ result: true, bonus: false, refundAmount: 120 }`. */
export interface RefundCheck {
  result?: boolean | null;
  bonus?: boolean | null;
  refundAmount?: number | null;
}

/** What the refund modal shows. Example: `const s: RefundState = 'blockedByBonus'`. */
export type RefundState = 'notFound' | 'blockedByBonus' | 'receivable';

/** State of the refund modal: not found without a refund, blocked while a bonus is held, else receivable. Example: `refundState({ result: true, bonus: true }) === 'blockedByBonus'`. */
export function refundState(check: RefundCheck | null | undefined): RefundState {
  if (check?.result !== true) return 'notFound';
  return check.bonus === true ? 'blockedByBonus' : 'receivable';
}

/**
 * A percentage as Thai, Lao and English all write it: the number, at most two decimals, then '%' with no space.
 * A value that already ends in '%' keeps one. Example: `formatPercent(15) === '15%'`, `formatPercent('12.5%') === '12.5%'`.
 */
export function formatPercent(value: number | string): string {
  const text = String(value).trim().replace(/%$/, '');
  const number = text === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(number)) return String(value);
  return `${Math.round(number * 100) / 100}%`;
}

/**
 * Notice text with its %percentFail% placeholder filled (every occurrence) by the percentage ('15%'), whether the
 * template writes a '%' after the placeholder or not (docs/product.md#bonus).
 * Example: `fillPercentFail('lose %percentFail%%', 20) === 'lose 20%'`, `fillPercentFail('lose %percentFail%', 20) === 'lose 20%'`.
 */
export function fillPercentFail(notice: string, percentFail: number | string): string {
  const percent = formatPercent(percentFail);
  // A '%' after the placeholder is the template's own sign, unless it opens the next placeholder.
  return notice.replace(/%percentFail%(?:%(?!percentFail%))?/g, () => percent);
}
