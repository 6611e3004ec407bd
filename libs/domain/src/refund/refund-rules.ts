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

/** Notice text with its %percentFail% placeholder filled (every occurrence). Example: `fillPercentFail('lose %percentFail%%', 20) === 'lose 20%'`. */
export function fillPercentFail(notice: string, percentFail: number | string): string {
  return notice.replaceAll('%percentFail%', String(percentFail));
}
