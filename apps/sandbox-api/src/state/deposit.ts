// Deposits other than bank notices: QR codes per provider, slip uploads, True Wallet gift links.
import {
  accountCurrency,
  GIFT_LINK_SEPARATOR,
  base64ToBytes,
  giftEnvelopeCiphertext,
  normalizeGiftLink,
  QR_AMOUNT_MIN,
  TRUE_WALLET_MIN_BAHT,
  canCreateQr,
  isQrProvider,
  shouldSubmitQrAmount,
  type QrProvider,
} from '@wallet/domain';
import { NO_QR_STATE, type QrState } from '@wallet/api-client';
import { generate } from 'lean-qr';
import { ApiFailure } from '../errors';
import { toBaht, toSatang } from '../money';
import { DEPOSIT_WALLETS, QR_LIFETIME_MS, QR_MAX_BAHT, QR_MAX_KIP } from '../seed/catalogue';
import { GIFT_LINK_DEMO_PRIVATE_KEY } from '../seed/gift-link-demo-key';
import { record } from './ledger';
import type { SandboxState } from './store';
import type { Player, QrCode, Slip } from './types';
import { MAIN_WALLET } from './wallet';

/** NO_BANK unless the code is a bank or provider that issues QR codes. */
function provider(bankCode: string): QrProvider {
  if (!isQrProvider(bankCode)) throw new ApiFailure('NO_BANK');
  return bankCode;
}

/**
 * What a sandbox QR code says when scanned: the provider, the code's id and the amount (a real provider's code would
 * carry its payment payload; the sandbox has no payment network). Example: `SANDBOX-QR|KBANK|q1|100`.
 */
export function qrPayload(bankCode: string, qrcodeId: string, amount: number): string {
  return `SANDBOX-QR|${bankCode}|${qrcodeId}|${amount}`;
}

/** A real, scannable QR code of the payload as SVG (one rect per dark module, a 4-module quiet zone). */
export function qrSvg(payload: string): string {
  const code = generate(payload);
  const quiet = 4;
  const size = code.size + quiet * 2;
  const cells: string[] = [];
  for (let y = 0; y < code.size; y += 1)
    for (let x = 0; x < code.size; x += 1)
      if (code.get(x, y)) cells.push(`<rect x="${x + quiet}" y="${y + quiet}" width="1" height="1"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="210" height="210" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><g fill="#000">${cells.join('')}</g></svg>`;
}

/** Drops expired codes. */
function live(state: SandboxState, player: Player, bankCode: string): QrCode | undefined {
  const qr = player.qrcodes.get(bankCode);
  if (qr && qr.expiresAt.getTime() <= state.now().getTime()) {
    player.qrcodes.delete(bankCode);
    return undefined;
  }
  return qr;
}

/** Wire view of a provider's QR state. */
function qrView(state: SandboxState, qr: QrCode | undefined, message: string | null = null): QrState {
  if (!qr) return { ...NO_QR_STATE, message };
  return {
    qrcodeId: qr.qrcodeId,
    hasQrcode: true,
    qrcode: qrSvg(qrPayload(qr.bankCode, qr.qrcodeId, toBaht(qr.amount))),
    amount: toBaht(qr.amount),
    expireIn: Math.max(0, Math.ceil((qr.expiresAt.getTime() - state.now().getTime()) / 1000)),
    message,
  };
}

/** GET /api/qrcode/{bankCode}. */
export function getQr(state: SandboxState, player: Player, bankCode: string): QrState {
  provider(bankCode);
  return qrView(state, live(state, player, bankCode));
}

/** POST /api/qrcode/{bankCode}: one live code per provider (a new one replaces the old); refusal is QR_FAIL. */
export function createQr(state: SandboxState, player: Player, bankCode: string, baht: number): QrState {
  const qrProvider = provider(bankCode);
  if (!shouldSubmitQrAmount(baht))
    throw new ApiFailure('KEY_INVALID', `amount must be at least ${QR_AMOUNT_MIN}`);
  const amount = toSatang(baht);
  const currency = accountCurrency(player.currency);
  if (
    !canCreateQr(qrProvider, baht, state.market.qrMinimums, currency) ||
    baht > (currency === 'LAK' ? QR_MAX_KIP : QR_MAX_BAHT)
  )
    return qrView(state, undefined, 'QR_FAIL');
  const qr: QrCode = {
    qrcodeId: state.newId(),
    bankCode,
    amount,
    createdAt: state.now(),
    expiresAt: new Date(
      state.now().getTime() +
        (state.controls.qrLifetimeSeconds === null
          ? QR_LIFETIME_MS
          : state.controls.qrLifetimeSeconds * 1000),
    ),
  };
  player.qrcodes.set(bankCode, qr);
  return qrView(state, qr);
}

/** DELETE /api/qrcode/{qrcodeId}. */
export function deleteQr(state: SandboxState, player: Player, qrcodeId: string): void {
  for (const [bankCode, qr] of player.qrcodes) {
    if (qr.qrcodeId === qrcodeId) {
      const wasLive = live(state, player, bankCode) !== undefined;
      player.qrcodes.delete(bankCode);
      if (wasLive) return;
    }
  }
  throw new ApiFailure('NO_DATA', 'no such QR code');
}

/** Largest slip image (bytes). */
export const SLIP_MAX_BYTES = 10 * 1024 * 1024;
/** Slip uploads allowed per minute. */
export const SLIPS_PER_MINUTE = 3;
/** How long the sandbox "reads" a slip before settling it. */
export const SLIP_SETTLE_MS = 30 * 1000;

/** The slip form's `amount` field: baht as decimal text (the document's SlipUpload pattern). */
const SLIP_AMOUNT = /^[0-9]+(\.[0-9]{1,2})?$/;

/**
 * POST /api/wallet/slip: stores the image and a PROCESSING slip. The sandbox settles it 30 s later:
 * a file named after a failure reason (e.g. `EXPIRED_SLIP.png`) fails with it, any other succeeds and
 * deposits the amount field (default 100 baht).
 */
export function uploadSlip(
  state: SandboxState,
  player: Player,
  file: { name: string; type: string; bytes: Uint8Array },
  amountField: string | undefined,
): Slip {
  const now = state.now();
  const recent = (state.slipUploads.get(player._id) ?? []).filter(
    (t) => now.getTime() - t.getTime() < 60_000,
  );
  if (recent.length >= SLIPS_PER_MINUTE) throw new ApiFailure('REQUEST_LIMIT_1MIN');
  if (!['image/png', 'image/jpeg', 'image/jpg'].includes(file.type.toLowerCase())) {
    throw new ApiFailure('SLIP_INVALID_FILE');
  }
  if (file.bytes.byteLength === 0 || file.bytes.byteLength > SLIP_MAX_BYTES)
    throw new ApiFailure('SLIP_INVALID_FILE');
  let amount = 10_000;
  if (amountField !== undefined && amountField !== '') {
    const parsed = Number(amountField);
    if (!SLIP_AMOUNT.test(amountField) || parsed <= 0)
      throw new ApiFailure('KEY_INVALID', 'amount must be a positive baht amount with at most 2 decimals');
    amount = toSatang(parsed);
  }
  recent.push(now);
  state.slipUploads.set(player._id, recent);
  const _id = state.newId();
  const extension = file.type.toLowerCase() === 'image/png' ? 'png' : 'jpg';
  const link = `/uploads/slips/${_id}.${extension}`;
  state.uploads.set(link, { contentType: file.type, bytes: file.bytes, name: file.name });
  const stem = file.name.replace(/\.[^.]*$/, '').toUpperCase();
  const slip: Slip = {
    _id,
    createdAt: now,
    amount: null,
    status: 'PROCESSING',
    note: null,
    link,
    reference: `REF${_id.slice(-10).toUpperCase()}`,
    settlesAt: new Date(now.getTime() + SLIP_SETTLE_MS),
    outcome: stem,
    readAmount: amount,
  };
  player.slips.unshift(slip);
  return slip;
}

/** Settles PROCESSING slips whose time has come (called before a player's data is read). */
export function settleSlips(state: SandboxState, player: Player, failureReasons: readonly string[]): void {
  const now = state.now().getTime();
  for (const slip of player.slips) {
    if (slip.status !== 'PROCESSING' || !slip.settlesAt || slip.settlesAt.getTime() > now) continue;
    const amount = slip.readAmount;
    slip.settlesAt = null;
    if (failureReasons.includes(slip.outcome)) {
      slip.status = 'FAILED';
      slip.note = slip.outcome;
      continue;
    }
    slip.status = 'SUCCESS';
    slip.amount = amount;
    player.wallet += amount;
    record(state, player, 'deposit', 'SUCCESS', null, MAIN_WALLET, amount);
  }
}

/** The gift link and wallet account name inside a decrypted or plain payload `link|walletAccountName`. */
function readGiftPayload(text: string): { link: string | null; walletAccountName: string | null } {
  const cut = text.lastIndexOf(GIFT_LINK_SEPARATOR);
  const link = normalizeGiftLink(cut < 0 ? text : text.slice(0, cut));
  return { link, walletAccountName: cut < 0 ? null : text.slice(cut + GIFT_LINK_SEPARATOR.length) };
}

let demoKey: Promise<CryptoKey> | null = null;
/** The sandbox's demo private key (seed/gift-link-demo-key.ts), imported once. */
function giftLinkKey(): Promise<CryptoKey> {
  demoKey ??= globalThis.crypto.subtle.importKey(
    'pkcs8',
    base64ToBytes(GIFT_LINK_DEMO_PRIVATE_KEY),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['decrypt'],
  );
  return demoKey;
}

/** Opens the app's envelope (openapi.yaml TrueLinkRequest); null when it is not one or does not open. */
export async function openGiftEnvelope(envelope: string): Promise<string | null> {
  const ciphertext = giftEnvelopeCiphertext(envelope);
  if (!ciphertext) return null;
  try {
    const plain = await globalThis.crypto.subtle.decrypt(
      { name: 'RSA-OAEP' },
      await giftLinkKey(),
      ciphertext,
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

/**
 * POST /api/wallet/truelink: opens the RSA-OAEP envelope with the demo private key, reads `link|walletAccountName`,
 * and redeems the gift link once (TRUELINK_INVALID when unreadable, not a gift link or not for a gift-link wallet
 * of the operator; TRUELINK_DUPLICATE when the voucher was used). The voucher's first three digits are its value
 * in baht (at least TRUE_WALLET_MIN_BAHT); it is credited as a deposit. The call is kept for GET /__sandbox/truelink/last.
 */
export async function redeemTrueLink(state: SandboxState, player: Player, received: string): Promise<number> {
  const opened = await openGiftEnvelope(received);
  const { link, walletAccountName } =
    opened === null ? { link: null, walletAccountName: null } : readGiftPayload(opened);
  const receipt = { received, encrypted: opened !== null, link, walletAccountName, outcome: 'SUCCESS' };
  state.controls.lastTrueLink = receipt;
  const voucher = link ? /[?&]v=([A-Za-z0-9]+)/.exec(link)?.[1] : undefined;
  const forOperator = DEPOSIT_WALLETS.some(
    (w) => w.mode === 'LINK' && w.walletAccountName === walletAccountName,
  );
  if (!voucher || !forOperator) {
    receipt.outcome = 'TRUELINK_INVALID';
    throw new ApiFailure('TRUELINK_INVALID');
  }
  if (state.usedTrueLinks.has(voucher)) {
    receipt.outcome = 'TRUELINK_DUPLICATE';
    throw new ApiFailure('TRUELINK_DUPLICATE');
  }
  state.usedTrueLinks.add(voucher);
  const digits = voucher.replace(/\D/g, '');
  const baht = Math.max(TRUE_WALLET_MIN_BAHT, Number(digits.slice(0, 3) || '0'));
  const amount = baht * 100;
  // Held (a test switch): accepted now, credited when a test route says the operator has it.
  if (state.controls.holdGiftLinks) {
    state.controls.heldGiftLinks.push({ playerId: player._id, amount });
    return amount;
  }
  player.wallet += amount;
  record(state, player, 'deposit', 'SUCCESS', null, MAIN_WALLET, amount);
  return amount;
}
