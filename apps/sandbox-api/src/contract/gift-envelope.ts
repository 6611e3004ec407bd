// Seals gift links as the app does (RSA-OAEP SHA-256 with the demo public key), once per payload, so a repeat of
// the same request sends the same body (Idempotency-Key replays compare bodies).
import { giftLinkPayload, sealGiftEnvelope, type EnvelopeCrypto } from '@wallet/domain';
import { GIFT_LINK_DEMO_PUBLIC_KEY } from '../seed/gift-link-demo-key';

const sealed = new Map<string, Promise<string>>();

/** The envelope of `https://gift.truemoney.com/campaign/?v=<voucher>|<walletAccountName>`. */
export function sealedGift(voucher: string, walletAccountName = 'WALLET SANDBOX GIFT'): Promise<string> {
  const payload = giftLinkPayload(`https://gift.truemoney.com/campaign/?v=${voucher}`, walletAccountName);
  let envelope = sealed.get(payload);
  if (!envelope) {
    envelope = sealGiftEnvelope(
      globalThis.crypto.subtle as unknown as EnvelopeCrypto,
      GIFT_LINK_DEMO_PUBLIC_KEY,
      payload,
    );
    sealed.set(payload, envelope);
  }
  return envelope;
}
