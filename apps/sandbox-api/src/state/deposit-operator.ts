// The operator's side of deposits, which the sandbox has no payment network for: a QR code paid or ended unpaid, a slip read
// (approved or rejected), a held gift link credited. Used by the test routes POST /__sandbox/deposits/... and by
// the demo mode (`--qr-auto-pay`), where each QR code is paid a few seconds after it is created.
import { SLIP_FAILURE_REASONS } from '@wallet/domain';
import { ApiFailure } from '../errors';
import { toBaht, toSatang } from '../money';
import { settleSlips } from './deposit';
import { record } from './ledger';
import type { SandboxState } from './store';
import type { Player, QrCode, Slip } from './types';
import { MAIN_WALLET } from './wallet';

/** Live codes of a player (not expired), newest first. */
function liveCodes(state: SandboxState, player: Player): QrCode[] {
  const now = state.now().getTime();
  return [...player.qrcodes.values()]
    .filter((qr) => qr.expiresAt.getTime() > now)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** Credits a deposit to the main wallet with its SUCCESS deposit row in the statement. */
function credit(state: SandboxState, player: Player, amount: number): void {
  player.wallet += amount;
  record(state, player, 'deposit', 'SUCCESS', null, MAIN_WALLET, amount);
}

/**
 * Pays a live QR code (of `bankCode`, or the newest): the code is used up (GET /api/qrcode answers no code) and
 * its amount arrives in the wallet. NO_DATA (404) when there is none.
 */
export function payQr(
  state: SandboxState,
  player: Player,
  bankCode?: string,
): { bankCode: string; qrcodeId: string; amount: number } {
  const qr = liveCodes(state, player).find((code) => bankCode === undefined || code.bankCode === bankCode);
  if (!qr) throw new ApiFailure('NO_DATA', 'no live QR code to pay', 404);
  player.qrcodes.delete(qr.bankCode);
  credit(state, player, qr.amount);
  return { bankCode: qr.bankCode, qrcodeId: qr.qrcodeId, amount: toBaht(qr.amount) };
}

/**
 * Ends a live QR code (of `bankCode`, or the newest) without payment, as a provider or an operator cancelling it
 * does: GET /api/qrcode answers no code from then on and nothing moves. NO_DATA (404) when there is none.
 */
export function endQr(
  state: SandboxState,
  player: Player,
  bankCode?: string,
): { bankCode: string; qrcodeId: string; amount: number } {
  const qr = liveCodes(state, player).find((code) => bankCode === undefined || code.bankCode === bankCode);
  if (!qr) throw new ApiFailure('NO_DATA', 'no live QR code to end', 404);
  player.qrcodes.delete(qr.bankCode);
  return { bankCode: qr.bankCode, qrcodeId: qr.qrcodeId, amount: toBaht(qr.amount) };
}

/** Demo mode: pays every live code created at least `afterMs` ago (called before a player's data is read). */
export function payDueQrCodes(state: SandboxState, player: Player, afterMs: number | null): void {
  if (afterMs === null) return;
  const now = state.now().getTime();
  for (const qr of liveCodes(state, player)) {
    if (qr.createdAt.getTime() + afterMs <= now) payQr(state, player, qr.bankCode);
  }
}

/**
 * Reads a processing slip now (by `reference`, or the newest): `SUCCESS` deposits `amount` baht (default: what
 * the upload said, 100 when it said nothing), a failure reason in docs/product.md#deposit rejects it with that reason.
 */
export function settleSlipNow(
  state: SandboxState,
  player: Player,
  request: { outcome: string; reference?: string; amount?: number },
): Slip {
  const reasons: readonly string[] = SLIP_FAILURE_REASONS;
  if (request.outcome !== 'SUCCESS' && !reasons.includes(request.outcome)) {
    throw new ApiFailure('KEY_INVALID', 'outcome must be SUCCESS or a slip failure reason');
  }
  const slip = player.slips.find(
    (s) =>
      s.status === 'PROCESSING' && (request.reference === undefined || s.reference === request.reference),
  );
  if (!slip) throw new ApiFailure('NO_DATA', 'no processing slip', 404);
  slip.outcome = request.outcome;
  if (request.amount !== undefined) slip.readAmount = toSatang(request.amount);
  slip.settlesAt = state.now();
  settleSlips(state, player, reasons);
  return slip;
}

/** Credits the oldest held gift link of the player. NO_DATA (404) when none is held. */
export function creditGiftLink(state: SandboxState, player: Player): number {
  const held = state.controls.heldGiftLinks;
  const index = held.findIndex((gift) => gift.playerId === player._id);
  if (index < 0) throw new ApiFailure('NO_DATA', 'no gift link is waiting', 404);
  const [gift] = held.splice(index, 1);
  credit(state, player, gift?.amount ?? 0);
  return toBaht(gift?.amount ?? 0);
}
