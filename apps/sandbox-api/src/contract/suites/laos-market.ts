// The Laos market (the Laos build's sandbox, `--market laos`): the same document, with the Laos rules and content.
import { expect, it } from 'vitest';
import { expectFailure } from '../harness';
import { LAO_BAHT_PLAYER, LAO_BANKS, LAO_DEMO_BANK, LAO_DEMO_PLAYER } from '../../seed/laos-catalogue';
import { BANKS } from '../../seed/catalogue';
import { DEMO, useSandbox, type SuiteEnv } from './env';

/** Lao script. */
const LAO = /[\u0E80-\u0EFF]/;

/** The OTP code the sandbox printed for a phone. */
function lastOtp(logs: string[], phone: string): string {
  const line = [...logs].reverse().find((l) => l.includes(`OTP for ${phone}:`));
  const code = line ? /: (\d{6}) /.exec(line)?.[1] : undefined;
  if (!code) throw new Error(`no OTP logged for ${phone}`);
  return code;
}

/** A Lao mobile number (030 network) without its leading 0: nine digits. */
const LAO_PHONE = '305123456';

const LAO_PLAYER = {
  name: 'ຄຳຫຼ້າ ວົງສາ',
  username: LAO_PHONE,
  password: 'sabaidee9',
  sourceCode: 'FRIEND',
  inviteCode: '',
  bankCode: 'BCEL',
  bankAccountName: 'KHAMLA VONGSA',
  bankAccountNo: '0101200012345',
};

export function laosMarketSuite(env: SuiteEnv): void {
  const { ctx } = useSandbox(env, 'laos');

  it('takes a 9-digit Lao number: validate, OTP send and verify, register (LAK by default), log in', async () => {
    const { guest, logs, sandbox } = ctx();
    expect(await guest.post('/api/account/validate', { body: { username: LAO_PHONE } })).toEqual({
      code: 'OK',
      message: 'OK',
    });
    expect(await guest.post('/api/account/validate', { body: LAO_PLAYER })).toEqual({
      code: 'OK',
      message: 'OK',
    });
    const sent = await guest.post('/api/otp/send', { body: { phoneNumber: LAO_PHONE } });
    expect(sent.code).toBe('SUCCESS');
    expect(
      await guest.post('/api/otp/verify', {
        body: { otpToken: sent.otpToken, otpCode: lastOtp(logs, LAO_PHONE) },
      }),
    ).toEqual({ code: 'OTP_CODE_VALID', message: 'OTP_CODE_VALID' });
    expect(await guest.post('/api/account', { body: LAO_PLAYER })).toEqual({
      code: 'SUCCESS',
      message: 'SUCCESS',
    });
    expect(sandbox.sandbox.state.playerByPhone(LAO_PHONE)?.currency).toBe('LAK');

    const api = await ctx().login(LAO_PHONE, LAO_PLAYER.password);
    const wallet = await api.get('/api/wallet');
    expect(wallet.profile).toMatchObject({ username: LAO_PHONE, name: LAO_PLAYER.name, bankCode: 'BCEL' });
    expect(wallet.bankAccount.bank).toMatchObject({
      nameTH: LAO_BANKS[0]?.nameTH,
      nameEN: 'Banque pour le Commerce Exterieur Lao Public',
      nameLO: 'ທະນາຄານການຄ້າຕ່າງປະເທດລາວ ມະຫາຊົນ',
    });
    await expectFailure(
      guest.post('/api/otp/send', { body: { phoneNumber: LAO_PHONE } }),
      409,
      'EXISTING_USER',
    );
  });

  it('keeps a BAHT account when asked, takes Thai numbers too, and refuses non-digits without the 10-digit code', async () => {
    const { guest, sandbox, fetch } = ctx();
    await fetch(`${sandbox.url}/__sandbox/switches`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ registerOTP: false }),
    });
    try {
      const baht = {
        ...LAO_PLAYER,
        username: '02099911122',
        bankCode: 'KBANK',
        bankAccountNo: '5550003333',
        currency: 'BAHT' as const,
      };
      expect(await guest.post('/api/account', { body: baht })).toEqual({
        code: 'SUCCESS',
        message: 'SUCCESS',
      });
      expect(sandbox.sandbox.state.playerByPhone('02099911122')?.currency).toBe('BAHT');
    } finally {
      await fetch(`${sandbox.url}/__sandbox/switches`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ registerOTP: true }),
      });
    }
    // Lao mobile numbers (docs/product.md#phone): 020 + 8 digits or 030 + 7, with or without 0 or the country code.
    for (const phone of ['02055599999', '2055599999', '+8562055599999', '0305123456']) {
      expect(await guest.post('/api/account/validate', { body: { username: phone } })).toEqual({
        code: 'OK',
        message: 'OK',
      });
    }
    for (const phone of ['12345', '21234567', '30512a456', '8562055512345678']) {
      const error = await expectFailure(
        guest.post('/api/otp/send', { body: { phoneNumber: phone } }),
        400,
        'KEY_INVALID',
      );
      // Digits only (an optional +), at most 15, is the document's PhoneNumber pattern; a number of digits outside the Lao plan is
      // refused by the market's rule, saying the expected form.
      expect(error.message).toContain(
        /^\+?[0-9]{1,15}$/.test(phone) ? '020' : 'body/phoneNumber must match pattern',
      );
      await expectFailure(
        guest.post('/api/account/validate', { body: { username: phone } }),
        400,
        'KEY_INVALID',
      );
    }
  });

  it('lists the Lao banks first (BCEL, LDB, APB, JDB, LVB, IDCB), then the Thai ones, and checks bank codes against them', async () => {
    const { guest } = ctx();
    const { banks } = await guest.get('/api/lookup/banks');
    expect(banks.slice(0, LAO_BANKS.length).map((b) => b.code)).toEqual([
      'BCEL',
      'LDB',
      'APB',
      'JDB',
      'LVB',
      'IDCB',
    ]);
    expect(banks.map((b) => b.code)).toEqual(
      expect.arrayContaining(BANKS.map((b) => b.code).filter((code) => code !== 'BCEL')),
    );
    expect(new Set(banks.map((b) => b.code)).size).toBe(banks.length);
    expect(banks.every((b) => b.nameTH !== '' && b.nameEN !== '')).toBe(true);
    const deposit = await guest.get('/api/lookup/deposit');
    expect(deposit.banks.find((b) => b.bankCode === 'BCEL')).toMatchObject({
      currency: 'LAK',
      bank: {
        nameEN: 'Banque pour le Commerce Exterieur Lao Public',
        nameLO: 'ທະນາຄານການຄ້າຕ່າງປະເທດລາວ ມະຫາຊົນ',
      },
    });
    expect(
      await guest.post('/api/account/validate', {
        body: { ...LAO_PLAYER, username: '305999888', bankCode: 'LDB', bankAccountNo: '0301234567890' },
      }),
    ).toEqual({ code: 'OK', message: 'OK' });
    await expectFailure(
      guest.post('/api/account/validate', {
        body: { ...LAO_PLAYER, username: '305999888', bankCode: 'XYZ' },
      }),
      400,
      'INVALID_BANK',
    );
  });

  it('serves Lao demo content: contact, conditions, agreements, notice and sources in Lao (with English)', async () => {
    const { guest } = ctx();
    const contact = await guest.get('/api/lookup/contact');
    expect(contact.contactText).toMatch(LAO);
    const { conditions } = await guest.get('/api/lookup/conditions');
    expect(conditions).toHaveLength(3);
    expect(conditions.every((c) => LAO.test(c))).toBe(true);
    const { agreements } = await guest.get('/api/lookup/agreements');
    expect(agreements.every((a) => LAO.test(a))).toBe(true);
    const { notice } = await guest.get('/api/lookup/notice');
    expect(notice).toMatch(LAO);
    expect(notice.match(/%percentFail%/g)).toHaveLength(2);
    const { sources } = await guest.get('/api/lookup/sources');
    expect(sources.find((s) => s.code === 'FRIEND')?.description).toMatch(LAO);
  });

  it('seeds the Lao demo player (BCEL, kip) beside the Thai seed players, with a Lao support conversation', async () => {
    const { sandbox } = ctx();
    const api = await ctx().login(LAO_DEMO_PLAYER.username, LAO_DEMO_PLAYER.password);
    const profile = await api.get('/api/account/profile');
    expect(profile).toMatchObject({
      username: LAO_DEMO_PLAYER.username,
      name: LAO_DEMO_PLAYER.name,
      bankCode: LAO_DEMO_BANK.bankCode,
      bankAccountNo: LAO_DEMO_BANK.bankAccountNo,
      coin: 3,
    });
    expect(sandbox.sandbox.state.playerByPhone(LAO_DEMO_PLAYER.username)?.currency).toBe('LAK');
    const wallet = await api.get('/api/wallet');
    // A kip account: the showcase at kip size, the profile naming its currency.
    expect(profile.currency).toBe('LAK');
    expect(wallet.wallet.amount).toBe(2_501_000);
    expect(wallet.profile.currency).toBe('LAK');
    expect(await api.get('/api/lookup/withdraw')).toEqual({
      withdrawMin: 50_000,
      withdrawMax: 4_000_000,
      approvalMinutes: 15,
    });
    expect(wallet.slots.some((s) => s.isActive)).toBe(true);
    const history = await api.post('/api/chat/history', {
      body: { userId: profile._id, guestId: null, limit: 10, skip: 0 },
    });
    expect(history.messages.some((m) => LAO.test(m.message.payload.message ?? ''))).toBe(true);
    // The Thai seed players are there too (the laos-web browser tests log in as them).
    expect(
      (await (await ctx().login(DEMO.username, DEMO.password)).get('/api/account/profile')).username,
    ).toBe(DEMO.username);
  });

  it('applies the Laos build minimums to PAYTIMZ and FP QR codes (20 instead of 10)', async () => {
    const api = await ctx().login(DEMO.username, DEMO.password);
    for (const id of ['PAYTIMZ', 'FP']) {
      const path = { params: { path: { id } } } as const;
      expect(await api.post('/api/qrcode/{id}', { ...path, body: { amount: 15 } })).toMatchObject({
        hasQrcode: false,
        message: 'QR_FAIL',
      });
      expect(await api.post('/api/qrcode/{id}', { ...path, body: { amount: 20 } })).toMatchObject({
        hasQrcode: true,
        amount: 20,
      });
    }
  });

  it('keeps a kip account in kip (QR minimum 10,000 kip, withdraw limits) and a baht Lao account in baht', async () => {
    const lao = await ctx().login(LAO_DEMO_PLAYER.username, LAO_DEMO_PLAYER.password);
    const path = { params: { path: { id: 'FP' } } } as const;
    expect(await lao.post('/api/qrcode/{id}', { ...path, body: { amount: 9_999 } })).toMatchObject({
      hasQrcode: false,
    });
    expect(await lao.post('/api/qrcode/{id}', { ...path, body: { amount: 10_000 } })).toMatchObject({
      hasQrcode: true,
      amount: 10_000,
    });
    const baht = await ctx().login(LAO_BAHT_PLAYER.username, LAO_BAHT_PLAYER.password);
    const profile = await baht.get('/api/account/profile');
    expect(profile.currency).toBe('BAHT');
    expect((await baht.get('/api/wallet')).wallet.amount).toBe(1250.5);
    expect(await baht.get('/api/lookup/withdraw')).toEqual({
      withdrawMin: 100,
      withdrawMax: 2000,
      approvalMinutes: 15,
    });
    expect(await ctx().guest.get('/api/lookup/withdraw')).toEqual({
      withdrawMin: 100,
      withdrawMax: 2000,
      approvalMinutes: 15,
    });
  });
}
