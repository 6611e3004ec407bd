// The gift-link envelope in docs/product.md#deposit: the app encrypts the payload with the operator's RSA public key
// (RSA-OAEP, SHA-256); only the operator's private key opens it, so no secret lives in the app bundle.
// WebCrypto is a platform API: the caller passes its `crypto.subtle` in (the domain reads no globals).

/** Prefix naming the envelope version and algorithm. Example: `envelope.startsWith(GIFT_ENVELOPE_PREFIX)`. */
export const GIFT_ENVELOPE_PREFIX = 'rsa-oaep-sha256.v1:';
/** Longest payload in UTF-8 bytes that a 2048-bit RSA-OAEP SHA-256 key can hold (256 - 2 * 32 - 2). */
export const GIFT_ENVELOPE_MAX_BYTES = 190;

/** The part of WebCrypto's SubtleCrypto the envelope uses (pass `globalThis.crypto.subtle`). */
export interface EnvelopeCrypto {
  importKey(
    format: 'spki',
    keyData: Uint8Array<ArrayBuffer>,
    algorithm: { name: 'RSA-OAEP'; hash: 'SHA-256' },
    extractable: false,
    keyUsages: ['encrypt'],
  ): Promise<unknown>;
  encrypt(algorithm: { name: 'RSA-OAEP' }, key: never, data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>;
}

/** Bytes of a base64 text (whitespace and PEM armour ignored). Example: `base64ToBytes('AQI=')` is [1, 2]. */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const clean = text.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  const binary = atob(clean);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Base64 of bytes. Example: `bytesToBase64(new Uint8Array([1, 2])) === 'AQI='`. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Encrypts `payload` for the operator: `rsa-oaep-sha256.v1:` + base64 of the RSA-OAEP (SHA-256, no label)
 * ciphertext of the UTF-8 payload, under the SPKI public key given as base64 or PEM.
 * Example: `await sealGiftEnvelope(crypto.subtle, publicKeyPem, giftLinkPayload(link, name))`.
 */
export async function sealGiftEnvelope(
  subtle: EnvelopeCrypto,
  publicKeySpki: string,
  payload: string,
): Promise<string> {
  const data = new TextEncoder().encode(payload);
  if (data.byteLength > GIFT_ENVELOPE_MAX_BYTES)
    throw new RangeError(
      `gift envelope payload is ${data.byteLength} bytes, at most ${GIFT_ENVELOPE_MAX_BYTES}`,
    );
  const key = await subtle.importKey(
    'spki',
    base64ToBytes(publicKeySpki),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const sealed = await subtle.encrypt({ name: 'RSA-OAEP' }, key as never, data);
  return GIFT_ENVELOPE_PREFIX + bytesToBase64(new Uint8Array(sealed));
}

/** The ciphertext bytes of an envelope, or null when the text is not one. Example: `giftEnvelopeCiphertext('plain') === null`. */
export function giftEnvelopeCiphertext(envelope: string): Uint8Array<ArrayBuffer> | null {
  if (!envelope.startsWith(GIFT_ENVELOPE_PREFIX)) return null;
  try {
    const bytes = base64ToBytes(envelope.slice(GIFT_ENVELOPE_PREFIX.length));
    return bytes.byteLength > 0 ? bytes : null;
  } catch {
    return null;
  }
}
