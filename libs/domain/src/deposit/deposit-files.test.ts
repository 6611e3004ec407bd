import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  GIFT_LINK_SEPARATOR,
  SLIP_MAX_BYTES,
  checkSlipFile,
  giftLinkPayload,
  normalizeGiftLink,
} from './deposit-files';
import {
  GIFT_ENVELOPE_MAX_BYTES,
  GIFT_ENVELOPE_PREFIX,
  base64ToBytes,
  bytesToBase64,
  giftEnvelopeCiphertext,
  sealGiftEnvelope,
} from './gift-envelope';

const LINK = 'https://gift.truemoney.com/campaign/?v=150abcDEF123';

describe('slip file check', () => {
  it.each([
    [{ type: 'image/png', size: 1 }, 'ok'],
    [{ type: 'image/jpeg', size: SLIP_MAX_BYTES }, 'ok'],
    [{ type: 'IMAGE/JPG', size: 2048 }, 'ok'],
    [{ type: 'image/gif', size: 2048 }, 'type'],
    [{ type: '', size: 2048 }, 'type'],
    [{ type: 'application/pdf', size: 0 }, 'type'],
    [{ type: 'image/png', size: 0 }, 'empty'],
    [{ type: 'image/png', size: Number.NaN }, 'empty'],
    [{ type: 'image/png', size: SLIP_MAX_BYTES + 1 }, 'size'],
  ] as const)('%j is %s', (file, result) => {
    expect(checkSlipFile(file)).toBe(result);
  });
});

describe('gift link', () => {
  it.each([
    [`  ${LINK}\n`, LINK],
    ['https://gift.truemoney.com/campaign?v=abcdefghij', 'https://gift.truemoney.com/campaign?v=abcdefghij'],
    ['http://gift.truemoney.com/campaign/?v=150abcDEF123', null],
    ['https://gift.truemoney.com.evil.example/campaign/?v=150abcDEF123', null],
    ['https://gift.truemoney.com/campaign/?v=short', null],
    [`${LINK}&x=<script>`, null],
    ['hello', null],
    ['', null],
  ])('normalizeGiftLink(%j) is %j', (raw, expected) => {
    expect(normalizeGiftLink(raw)).toBe(expected);
  });

  it('joins the link and the wallet account name with the separator', () => {
    expect(GIFT_LINK_SEPARATOR).toBe('|');
    expect(giftLinkPayload(LINK, 'WALLET GIFT')).toBe(`${LINK}|WALLET GIFT`);
  });
});

async function testKeyPair() {
  const pair = await webcrypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await webcrypto.subtle.exportKey('spki', pair.publicKey));
  return { privateKey: pair.privateKey, publicKeyBase64: bytesToBase64(spki) };
}

describe('gift envelope (RSA-OAEP SHA-256)', () => {
  it('round-trips: what the app seals, the operator key opens', async () => {
    const { privateKey, publicKeyBase64 } = await testKeyPair();
    const payload = giftLinkPayload(LINK, 'วอลเล็ต GIFT');
    const pem = `-----BEGIN PUBLIC KEY-----\n${publicKeyBase64.replace(/(.{64})/g, '$1\n')}\n-----END PUBLIC KEY-----\n`;
    for (const key of [publicKeyBase64, pem]) {
      const envelope = await sealGiftEnvelope(webcrypto.subtle, key, payload);
      expect(envelope.startsWith(GIFT_ENVELOPE_PREFIX)).toBe(true);
      expect(envelope).not.toContain('truemoney');
      const ciphertext = giftEnvelopeCiphertext(envelope);
      expect(ciphertext?.byteLength).toBe(256);
      const opened = await webcrypto.subtle.decrypt(
        { name: 'RSA-OAEP' },
        privateKey,
        ciphertext as Uint8Array,
      );
      expect(new TextDecoder().decode(opened)).toBe(payload);
    }
  }, 60_000);

  it('is randomised: the same payload seals differently each time', async () => {
    const { publicKeyBase64 } = await testKeyPair();
    const a = await sealGiftEnvelope(webcrypto.subtle, publicKeyBase64, 'x');
    const b = await sealGiftEnvelope(webcrypto.subtle, publicKeyBase64, 'x');
    expect(a).not.toBe(b);
  }, 60_000);

  it('refuses a payload too long for the key', async () => {
    const { publicKeyBase64 } = await testKeyPair();
    await expect(
      sealGiftEnvelope(webcrypto.subtle, publicKeyBase64, 'a'.repeat(GIFT_ENVELOPE_MAX_BYTES + 1)),
    ).rejects.toThrow(RangeError);
    await expect(
      sealGiftEnvelope(webcrypto.subtle, publicKeyBase64, 'a'.repeat(GIFT_ENVELOPE_MAX_BYTES)),
    ).resolves.toMatch(GIFT_ENVELOPE_PREFIX);
  }, 60_000);

  it.each([
    ['plain text', null],
    [GIFT_ENVELOPE_PREFIX, null],
    [`${GIFT_ENVELOPE_PREFIX}!!!not base64`, null],
    [`${GIFT_ENVELOPE_PREFIX}AQI=`, [1, 2]],
  ])('giftEnvelopeCiphertext(%j)', (text, bytes) => {
    const result = giftEnvelopeCiphertext(text);
    expect(result === null ? null : [...result]).toEqual(bytes);
  });

  it('reads base64 and PEM', () => {
    expect([...base64ToBytes('AQI=')]).toEqual([1, 2]);
    expect([...base64ToBytes('-----BEGIN X-----\nAQ\nI=\n-----END X-----')]).toEqual([1, 2]);
    expect(bytesToBase64(new Uint8Array([1, 2]))).toBe('AQI=');
  });
});
