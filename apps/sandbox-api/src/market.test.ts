import { describe, expect, it } from 'vitest';
import { ApiFailure } from './errors';
import { MARKETS, parseMarket, type MarketName } from './market';
import { createSandbox } from './sandbox';
import { DEMO_PLAYER } from './seed/catalogue';
import { LAO_DEMO_PLAYER, LAO_BAHT_PLAYER } from './seed/laos-catalogue';
import { checkPhone } from './state/account';

const FIXED = new Date('2026-11-20T05:00:00Z');

function sandboxOf(market: MarketName) {
  return createSandbox({ market, now: () => FIXED, log: () => undefined });
}

async function post(market: ReturnType<typeof sandboxOf>, path: string, body: unknown) {
  const response = await market.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The code checkPhone refuses a number with, or null when it takes it. */
function refusal(market: MarketName, phone: string): string | null {
  try {
    checkPhone(MARKETS[market], phone);
    return null;
  } catch (error) {
    if (error instanceof ApiFailure) return error.code;
    throw error;
  }
}

describe('parseMarket', () => {
  it('reads thai and laos (any case), defaults to thai and names the choices otherwise', () => {
    expect(parseMarket(undefined)).toBe('thai');
    expect(parseMarket('laos')).toBe('laos');
    expect(parseMarket(' LAOS ')).toBe('laos');
    expect(parseMarket('thai')).toBe('thai');
    expect(() => parseMarket('lao')).toThrow('--market must be one of thai, laos, got lao');
  });
});

describe('checkPhone per market', () => {
  it('Thai: exactly 10 digits, else PHONE_NUMBER_REQUIRE_10_DIGIT', () => {
    expect(refusal('thai', '0812345678')).toBeNull();
    for (const phone of ['305123456', '02055512345', '081234567a', ''])
      expect(refusal('thai', phone)).toBe('PHONE_NUMBER_REQUIRE_10_DIGIT');
  });

  it('Laos: a Lao mobile number (no 10-digit rule), else KEY_INVALID', () => {
    for (const phone of ['305123456', '02055512345', '2055512345', '+8562055512345', '008562095551234'])
      expect(refusal('laos', phone)).toBeNull();
    for (const phone of ['12345', '21234567', '0812345678', '30512345a', '+85620555123', '8'.repeat(15), ''])
      expect(refusal('laos', phone)).toBe('KEY_INVALID');
  });
});

describe('the same 9-digit Lao number in both markets', () => {
  it('is refused by the Thai market with PHONE_NUMBER_REQUIRE_10_DIGIT and taken by the Laos market', async () => {
    const thai = sandboxOf('thai');
    const laos = sandboxOf('laos');
    for (const [path, body] of [
      ['/api/otp/send', { phoneNumber: '305123456' }],
      ['/api/account/validate', { username: '305123456' }],
    ] as const) {
      expect(await post(thai, path, body)).toMatchObject({
        status: 400,
        body: { code: 'PHONE_NUMBER_REQUIRE_10_DIGIT' },
      });
      expect((await post(laos, path, body)).status).toBe(200);
    }
  });
});

describe('seed per market', () => {
  it('gives the Thai players the same ids in both markets; only the Laos market has the two Lao demo players', () => {
    const thai = sandboxOf('thai').state;
    const laos = sandboxOf('laos').state;
    for (const player of thai.players.values())
      expect(laos.playerByPhone(player.username)?._id).toBe(player._id);
    expect(thai.playerByPhone(LAO_DEMO_PLAYER.username)).toBeUndefined();
    expect(laos.players.size).toBe(thai.players.size + 2);
    expect(laos.playerByPhone(LAO_BAHT_PLAYER.username)).toMatchObject({
      bankCode: 'BCEL',
      currency: 'BAHT',
    });
    expect(laos.playerByPhone(LAO_DEMO_PLAYER.username)).toMatchObject({
      name: LAO_DEMO_PLAYER.name,
      bankCode: 'BCEL',
      currency: 'LAK',
    });
    expect(MARKETS.thai.demoPlayer).toBe(DEMO_PLAYER);
    expect(MARKETS.laos.demoPlayer).toBe(LAO_DEMO_PLAYER);
  });

  it('registers without a currency as BAHT on the Thai market and LAK on the Laos market', async () => {
    for (const [market, currency, phone] of [
      ['thai', 'BAHT', '0861230000'],
      ['laos', 'LAK', '02086123000'],
    ] as const) {
      const sandbox = sandboxOf(market);
      sandbox.state.switches.registerOTP = false;
      const registered = await post(sandbox, '/api/account', {
        name: 'New Player',
        username: phone,
        password: 'secret123',
        bankCode: 'BCEL',
        bankAccountName: 'NEW PLAYER',
        bankAccountNo: '0101200077777',
      });
      expect(registered.status).toBe(200);
      expect(sandbox.state.playerByPhone(phone)?.currency).toBe(currency);
    }
  });

  it('keeps the Thai QR minimums on the Thai market and the Laos build minimums (20) on the Laos market', async () => {
    for (const [market, created] of [
      ['thai', true],
      ['laos', false],
    ] as const) {
      const sandbox = sandboxOf(market);
      const { body } = await post(sandbox, '/api/login', {
        username: DEMO_PLAYER.username,
        password: DEMO_PLAYER.password,
      });
      const response = await sandbox.app.request('/api/qrcode/PAYTIMZ', {
        method: 'POST',
        headers: { Authorization: `Bearer ${String(body['token'])}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ amount: 15 }),
      });
      expect(((await response.json()) as { hasQrcode: boolean }).hasQrcode).toBe(created);
    }
  });
});
