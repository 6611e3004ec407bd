// Slip upload and gift link checks in docs/product.md#deposit: what the deposit modal accepts before it sends anything.

/** Image types the slip upload accepts. Example: `SLIP_FILE_TYPES.includes('image/png')`. */
export const SLIP_FILE_TYPES = ['image/png', 'image/jpeg'] as const;
/** Largest slip image in bytes (10 MB). Example: `file.size <= SLIP_MAX_BYTES`. */
export const SLIP_MAX_BYTES = 10 * 1024 * 1024;

/** Why a picked slip file is refused, or 'ok'. Example: `checkSlipFile({ type: 'image/gif', size: 10 }) === 'type'`. */
export type SlipFileCheck = 'ok' | 'empty' | 'type' | 'size';

/** Checks a picked slip image before upload: PNG or JPEG, not empty, at most 10 MB. Example: `checkSlipFile({ type: 'image/jpeg', size: 2048 }) === 'ok'`. */
export function checkSlipFile(file: { type: string; size: number }): SlipFileCheck {
  const type = file.type.toLowerCase() === 'image/jpg' ? 'image/jpeg' : file.type.toLowerCase();
  if (!(SLIP_FILE_TYPES as readonly string[]).includes(type)) return 'type';
  if (!(file.size > 0)) return 'empty';
  if (file.size > SLIP_MAX_BYTES) return 'size';
  return 'ok';
}

/** Shape of a True Wallet gift link: https://gift.truemoney.com/campaign/?v=<10-64 letters or digits>. */
const GIFT_LINK = /^https:\/\/gift\.truemoney\.com\/campaign\/?\?v=[A-Za-z0-9]{10,64}$/;

/** The pasted gift link trimmed, or null when it is not a gift link. Example: `normalizeGiftLink(' https://gift.truemoney.com/campaign/?v=abc123DEF45 ')` is the trimmed link. */
export function normalizeGiftLink(raw: string): string | null {
  const link = raw.trim();
  return GIFT_LINK.test(link) ? link : null;
}

/** Separator between the gift link and the wallet account name in the encrypted payload (docs/product.md#deposit). Example: `'|'`. */
export const GIFT_LINK_SEPARATOR = '|';

/** The plaintext the app encrypts: link, separator, wallet account name. Example: `giftLinkPayload(link, 'WALLET') === link + '|WALLET'`. */
export function giftLinkPayload(link: string, walletAccountName: string): string {
  return `${link}${GIFT_LINK_SEPARATOR}${walletAccountName}`;
}
