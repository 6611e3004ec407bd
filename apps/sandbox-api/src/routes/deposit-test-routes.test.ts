import { createPrivateKey, createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { giftLinkPayload, sealGiftEnvelope } from '@wallet/domain';
import { createSandboxApp } from '../app';
import { sealedGift } from '../contract/gift-envelope';
import { GIFT_LINK_DEMO_PRIVATE_KEY, GIFT_LINK_DEMO_PUBLIC_KEY } from '../seed/gift-link-demo-key';

async function demo() {
  const { app } = createSandboxApp({ log: () => undefined });
  const login = await app.request('/api/login', {
    method: 'POST',
    body: JSON.stringify({ username: '0812345678', password: 'demo1234' }),
  });
  const { token } = (await login.json()) as { token: string };
  const call = async (method: string, url: string, body?: unknown) => {
    const response = await app.request(url, {
      method,
      headers: { Authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { call };
}

describe('deposit test routes', () => {
  it('POST /__sandbox/qr-lifetime shortens the life of the next QR codes; reset restores 15 minutes', async () => {
    const s = await demo();
    expect(await s.call('POST', '/__sandbox/qr-lifetime', { seconds: 5 })).toEqual({
      status: 200,
      body: { seconds: 5 },
    });
    const created = await s.call('POST', '/api/qrcode/WW', { amount: 100 });
    expect(created.body).toMatchObject({ hasQrcode: true, expireIn: 5 });
    expect((await s.call('POST', '/__sandbox/qr-lifetime', { seconds: 0 })).status).toBe(400);
    await s.call('POST', '/__sandbox/reset');
    const again = await demo();
    expect((await again.call('POST', '/api/qrcode/WW', { amount: 100 })).body).toMatchObject({
      expireIn: 900,
    });
  });

  it('GET /__sandbox/truelink/last shows the ciphertext received and the link and name it opened to', async () => {
    const s = await demo();
    expect((await s.call('GET', '/__sandbox/truelink/last')).body).toEqual({ last: null });
    const envelope = await sealedGift('123abcdefghij');
    expect((await s.call('POST', '/api/wallet/truelink', { link: envelope })).status).toBe(200);
    expect((await s.call('GET', '/__sandbox/truelink/last')).body).toEqual({
      last: {
        received: envelope,
        encrypted: true,
        link: 'https://gift.truemoney.com/campaign/?v=123abcdefghij',
        walletAccountName: 'WALLET SANDBOX GIFT',
        outcome: 'SUCCESS',
      },
    });
    // The same link sealed again (a new ciphertext) is still the same voucher: refused as a duplicate.
    const other = await sealedGift('123abcdefghij', 'WALLET SANDBOX GIFT ');
    expect((await s.call('POST', '/api/wallet/truelink', { link: other })).body).toMatchObject({
      code: 'TRUELINK_INVALID',
    });
    expect((await s.call('POST', '/api/wallet/truelink', { link: 'plain' })).body).toMatchObject({
      code: 'TRUELINK_INVALID',
    });
    expect((await s.call('GET', '/__sandbox/truelink/last')).body).toMatchObject({
      last: { received: 'plain', encrypted: false, link: null, outcome: 'TRUELINK_INVALID' },
    });
  });

  it('refuses a used voucher sealed in a new envelope as TRUELINK_DUPLICATE', async () => {
    const s = await demo();
    await s.call('POST', '/api/wallet/truelink', { link: await sealedGift('200abcdefghij') });
    const fresh = await sealGiftEnvelope(
      globalThis.crypto.subtle as never,
      GIFT_LINK_DEMO_PUBLIC_KEY,
      giftLinkPayload('https://gift.truemoney.com/campaign/?v=200abcdefghij', 'WALLET SANDBOX GIFT'),
    );
    expect((await s.call('POST', '/api/wallet/truelink', { link: fresh })).body).toMatchObject({
      code: 'TRUELINK_DUPLICATE',
    });
    expect((await s.call('GET', '/__sandbox/truelink/last')).body).toMatchObject({
      last: { encrypted: true, outcome: 'TRUELINK_DUPLICATE' },
    });
  });

  it('holds the private half of the public key a sandbox build of the apps compiles in', () => {
    const privateKey = createPrivateKey({
      key: Buffer.from(GIFT_LINK_DEMO_PRIVATE_KEY, 'base64'),
      format: 'der',
      type: 'pkcs8',
    });
    const publicHalf = createPublicKey(privateKey).export({ type: 'spki', format: 'der' }).toString('base64');
    expect(publicHalf).toBe(GIFT_LINK_DEMO_PUBLIC_KEY);
  });
});

describe('demo deposits (--qr-auto-pay)', () => {
  it('pays a QR code the given seconds after it is created, once, with its deposit row', async () => {
    let now = Date.parse('2026-11-26T10:00:00Z');
    const { app } = createSandboxApp({ log: () => undefined, now: () => new Date(now), qrAutoPaySeconds: 5 });
    const login = await app.request('/api/login', {
      method: 'POST',
      body: JSON.stringify({ username: '0812345678', password: 'demo1234' }),
    });
    const { token } = (await login.json()) as { token: string };
    const get = async (url: string, init: RequestInit = {}) =>
      (await (
        await app.request(url, { ...init, headers: { Authorization: `Bearer ${token}` } })
      ).json()) as Record<string, unknown>;
    const wallet = async () => (await get('/api/wallet'))['wallet'] as { amount: number };
    const before = (await wallet()).amount;
    await get('/api/qrcode/WW', { method: 'POST', body: JSON.stringify({ amount: 200 }) });
    now += 4_000;
    expect(await get('/api/qrcode/WW')).toMatchObject({ hasQrcode: true });
    now += 1_000;
    expect(await get('/api/qrcode/WW')).toMatchObject({ hasQrcode: false });
    expect((await wallet()).amount).toBe(before + 200);
    now += 10_000;
    expect((await wallet()).amount).toBe(before + 200);
    const { statements } = (await get('/api/statement', {
      method: 'POST',
      body: JSON.stringify({ page: 1, limit: 1 }),
    })) as unknown as { statements: { statementType: string; amount: number }[] };
    expect(statements[0]).toMatchObject({ statementType: 'deposit', amount: 200 });
  });
});
