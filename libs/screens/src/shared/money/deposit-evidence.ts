// When the app may say a deposit was received (docs/product.md#deposit): only when the money shows it, never
// because something stopped being pending. A QR code that vanishes from the server may have been paid, or may
// have ended another way (the provider or the operator cancelled it, another device did, the server's clock is
// ahead, its end came a little early): only a new successful deposit row of its amount in the statement, or the
// wallet grown by exactly that amount, proves a payment. Pure functions: no timers, no requests.
import { statusKind } from '@wallet/domain';
import { WATCH_MIN_GAP_MS } from './deposit-watch-schedule';

/** The player's money as one look read it: the main wallet and the successful deposit rows on the statement. */
export interface MoneyReading {
  wallet: number;
  /** Ids and amounts (the account currency) of the SUCCESS deposit rows of the statement's first page; null when not read. */
  successfulDeposits: readonly { id: string; amount: number }[] | null;
}

/** A statement row, as much of it as the rule reads. */
export interface DepositRowLike {
  _id: string;
  statementType: string;
  status: string;
  amount: number;
}

/**
 * After a QR code vanished, its payment is looked for in the money at least this long (the next look of the watch,
 * which are this far apart at least) before the app says it ended: a server may record the payment a moment after
 * it drops the code.
 */
export const QR_END_GRACE_MS = WATCH_MIN_GAP_MS;

const satang = (baht: number) => Math.round(baht * 100);

/** The reading of a wallet amount and a statement page. */
export function moneyReading(wallet: number, rows: readonly DepositRowLike[] | null): MoneyReading {
  return {
    wallet,
    successfulDeposits:
      rows === null
        ? null
        : rows
            .filter((row) => row.statementType === 'deposit' && statusKind(row.status) === 'success')
            .map((row) => ({ id: row._id, amount: row.amount })),
  };
}

/**
 * Whether the money shows a deposit of `amount` baht that was not there in `before`: a SUCCESS deposit row of that
 * amount that `before` did not list, or the wallet grown by exactly that amount. A row needs both readings of the
 * statement (without the earlier one, an old deposit of the same amount would pass for it).
 */
export function moneyShows(before: MoneyReading, now: MoneyReading, amount: number): boolean {
  const wanted = satang(amount);
  if (wanted <= 0) return false;
  if (before.successfulDeposits !== null && now.successfulDeposits !== null) {
    const known = new Set(before.successfulDeposits.map((row) => row.id));
    if (now.successfulDeposits.some((row) => !known.has(row.id) && satang(row.amount) === wanted))
      return true;
  }
  return satang(now.wallet) - satang(before.wallet) === wanted;
}

/** What the server's answer says of the watched code. */
export type QrCodeState = 'live' | 'replaced' | 'gone';

/** The watched code `qrcodeId` in the server's answer: still live, replaced by another one, or gone. */
export function qrCodeState(
  qrcodeId: string,
  answer: { hasQrcode: boolean; qrcodeId: string | null },
): QrCodeState {
  if (!answer.hasQrcode) return 'gone';
  return answer.qrcodeId === qrcodeId ? 'live' : 'replaced';
}

/** After the code left the server: paid (the money shows it), still being looked for, or ended without payment. */
export type QrEndVerdict = 'landed' | 'checking' | 'unpaid';

/**
 * The verdict on a QR code of `amount` baht that the server stopped showing at `endedAt` (ms), from the money before
 * it and the money read at `now`: landed only when the money shows it; otherwise looked for during the grace, then
 * ended without a payment.
 */
export function qrEndVerdict(input: {
  amount: number;
  before: MoneyReading;
  now: MoneyReading;
  endedAt: number;
  at: number;
}): QrEndVerdict {
  if (moneyShows(input.before, input.now, input.amount)) return 'landed';
  return input.at - input.endedAt < QR_END_GRACE_MS ? 'checking' : 'unpaid';
}

/**
 * A slip landed when its row of the slip statement says SUCCESS (the operator's own successful deposit row, with
 * the amount it read); failed with its note; anything else (or not listed yet) is still pending.
 */
export function slipVerdict(
  row: { status?: string | null; amount?: number | null; note?: string | null } | undefined,
):
  | { state: 'pending' }
  | { state: 'landed'; amount: number | null }
  | { state: 'failed'; reason: string | null } {
  const kind = statusKind(row?.status);
  if (!row || kind === 'inProgress') return { state: 'pending' };
  if (kind === 'failed') return { state: 'failed', reason: row.note ?? null };
  return { state: 'landed', amount: row.amount ?? null };
}

/** A gift link (its amount unknown until credited) landed when the wallet grew since it was sent: by how much. */
export function giftLinkArrived(walletBefore: number, walletNow: number): number | null {
  const added = satang(walletNow) - satang(walletBefore);
  return added > 0 ? added / 100 : null;
}
