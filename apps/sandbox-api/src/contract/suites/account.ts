// Account and OTP: login, registration (validate, OTP send/verify, register), profile, bank name, password.
import { expect, it } from 'vitest';
import { expectFailure } from '../harness';
import { setSwitches } from './lookup';
import { DEMO, INACTIVE, KTB, NEWCOMER, useSandbox, type SuiteEnv } from './env';

/** The OTP code the sandbox printed for a phone. */
function lastOtp(logs: string[], phone: string): string {
  const line = [...logs].reverse().find((l) => l.includes(`OTP for ${phone}:`));
  const code = line ? /: (\d{6}) /.exec(line)?.[1] : undefined;
  if (!code) throw new Error(`no OTP logged for ${phone}`);
  return code;
}

const NEW_PLAYER = {
  name: 'Somsri Newplayer',
  username: '0861112222',
  password: 'secret123',
  sourceCode: 'FACEBOOK',
  inviteCode: '',
  bankCode: 'SCB',
  bankAccountName: 'SOMSRI NEWPLAYER',
  bankAccountNo: '5550001111',
};

export function accountSuite(env: SuiteEnv): void {
  const { ctx, clock } = useSandbox(env);

  it('slows a client down after failed logins of a phone (REQUEST_LIMIT with Retry-After), never locks the phone', async () => {
    const { guest, fetch, sandbox } = ctx();
    for (let i = 0; i < 3; i += 1) {
      await expectFailure(
        guest.post('/api/login', { body: { ...KTB, password: `wrong${i}` } }),
        401,
        'WRONG_CREDENTIAL',
      );
    }
    // Inside the wait the attempt is not checked, the right password included; the answer says how long.
    await expectFailure(guest.post('/api/login', { body: KTB }), 429, 'REQUEST_LIMIT');
    const waiting = await fetch(`${sandbox.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify(KTB),
    });
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get('Retry-After')).toBe('1');
    // Another phone is not slowed by them; after the wait the right password logs in.
    expect((await guest.post('/api/login', { body: NEWCOMER })).token).toMatch(/^sbx\./);
    clock.advance(1000);
    expect((await guest.post('/api/login', { body: KTB })).token).toMatch(/^sbx\./);
  });

  it('logs in the demo player and refuses wrong, unknown, inactive and empty credentials', async () => {
    const { guest } = ctx();
    const { token } = await guest.post('/api/login', { body: DEMO });
    expect(token).toMatch(/^sbx\./);
    await expectFailure(
      guest.post('/api/login', { body: { ...DEMO, password: 'nope' } }),
      401,
      'WRONG_CREDENTIAL',
    );
    await expectFailure(
      guest.post('/api/login', { body: { username: '0800000000', password: 'x' } }),
      401,
      'WRONG_CREDENTIAL',
    );
    await expectFailure(guest.post('/api/login', { body: INACTIVE }), 403, 'INACTIVE_USER');
    await expectFailure(
      guest.post('/api/login', { body: { username: '', password: 'x' } }),
      400,
      'KEY_MISSING',
    );
  });

  it('serves the profile to a token and invalid-token to anything else', async () => {
    const api = await ctx().login(DEMO.username, DEMO.password);
    const profile = await api.get('/api/account/profile');
    expect(profile).toMatchObject({
      username: DEMO.username,
      name: 'Somchai Demo',
      bankCode: 'SCB',
      coin: 3,
    });
    const error = await expectFailure(ctx().guest.get('/api/account/profile'), 401, 'INVALID_TOKEN');
    expect(error.message).toBe('invalid-token');
    await expectFailure(
      ctx()
        .client(() => 'sbx.forged')
        .get('/api/account/profile'),
      401,
      'INVALID_TOKEN',
    );
  });

  it('expires tokens after a day', async () => {
    const api = await ctx().login(DEMO.username, DEMO.password);
    await api.get('/api/account/profile');
    clock.advance(24 * 60 * 60 * 1000 + 1);
    await expectFailure(api.get('/api/account/profile'), 401, 'INVALID_TOKEN');
  });

  it('validates registration data with the catalogue codes', async () => {
    const { guest } = ctx();
    expect(
      await guest.post('/api/account/validate', {
        body: { username: NEW_PLAYER.username, name: 'A', password: 'b' },
      }),
    ).toEqual({
      code: 'OK',
      message: 'OK',
    });
    expect(await guest.post('/api/account/validate', { body: NEW_PLAYER })).toEqual({
      code: 'OK',
      message: 'OK',
    });
    await expectFailure(
      guest.post('/api/account/validate', { body: { username: '08123' } }),
      400,
      'PHONE_NUMBER_REQUIRE_10_DIGIT',
    );
    // A Lao player's 9-digit number: the Thai market keeps the 10-digit rule (the Laos market takes it).
    await expectFailure(
      guest.post('/api/account/validate', { body: { username: '305123456' } }),
      400,
      'PHONE_NUMBER_REQUIRE_10_DIGIT',
    );
    await expectFailure(
      guest.post('/api/otp/send', { body: { phoneNumber: '305123456' } }),
      400,
      'PHONE_NUMBER_REQUIRE_10_DIGIT',
    );
    await expectFailure(
      guest.post('/api/account/validate', { body: { username: DEMO.username } }),
      409,
      'EXISTING_USER',
    );
    await expectFailure(
      guest.post('/api/account/validate', { body: { ...NEW_PLAYER, bankCode: 'XYZ' } }),
      400,
      'INVALID_BANK',
    );
    await expectFailure(
      guest.post('/api/account/validate', {
        body: { ...NEW_PLAYER, bankCode: 'KTB', bankAccountName: 'สมศรี ใหม่' },
      }),
      400,
      'BANK_ACCOUNT_NAME_ENG',
    );
    await expectFailure(
      guest.post('/api/account/validate', { body: { ...NEW_PLAYER, bankAccountNo: '1234567890' } }),
      409,
      'EXISTING_BANK',
    );
    await expectFailure(
      guest.post('/api/account/validate', { body: { ...NEW_PLAYER, bankAccountNo: '12-34' } }),
      400,
      'KEY_INVALID',
    );
    await expectFailure(
      guest.post('/api/account/validate', { body: { ...NEW_PLAYER, inviteCode: 'PRnobody' } }),
      400,
      'INVALID_USER_INFO',
    );
  });

  it('registers through OTP: send, wrong code, right code, OTP_VERIFIED, register, log in', async () => {
    const { guest, logs } = ctx();
    await expectFailure(guest.post('/api/account', { body: NEW_PLAYER }), 400, 'UNVERIFIED_OTP');
    const sent = await guest.post('/api/otp/send', { body: { phoneNumber: NEW_PLAYER.username } });
    expect(sent.code).toBe('SUCCESS');
    expect(sent.otpRef).toMatch(/^[A-Z]{4}$/);
    const wrongCode = lastOtp(logs, NEW_PLAYER.username) === '000000' ? '111111' : '000000';
    await expectFailure(
      guest.post('/api/otp/verify', { body: { otpToken: sent.otpToken, otpCode: wrongCode } }),
      400,
      'OTP_CODE_INVALID',
    );
    await expectFailure(
      guest.post('/api/otp/verify', { body: { otpToken: 'otp-unknown', otpCode: '123456' } }),
      400,
      'OTP_TOKEN_INVALID',
    );
    const verified = await guest.post('/api/otp/verify', {
      body: { otpToken: sent.otpToken, otpCode: lastOtp(logs, NEW_PLAYER.username) },
    });
    expect(verified).toEqual({ code: 'OTP_CODE_VALID', message: 'OTP_CODE_VALID' });
    expect((await guest.post('/api/otp/send', { body: { phoneNumber: NEW_PLAYER.username } })).code).toBe(
      'OTP_VERIFIED',
    );
    expect(await guest.post('/api/account', { body: NEW_PLAYER })).toEqual({
      code: 'SUCCESS',
      message: 'SUCCESS',
    });
    await expectFailure(guest.post('/api/account', { body: NEW_PLAYER }), 409, 'EXISTING_USER');
    await expectFailure(
      guest.post('/api/otp/send', { body: { phoneNumber: NEW_PLAYER.username } }),
      409,
      'EXISTING_USER',
    );
    const api = await ctx().login(NEW_PLAYER.username, NEW_PLAYER.password);
    const wallet = await api.get('/api/wallet');
    expect(wallet.profile.name).toBe(NEW_PLAYER.name);
    expect(wallet.wallet.amount).toBe(0);
    expect(wallet.slots.every((s) => !s.isActive)).toBe(true);
  });

  it('expires OTP codes, blocks after five wrong codes and limits sends', async () => {
    const { guest, logs } = ctx();
    const phone = '0863334444';
    const first = await guest.post('/api/otp/send', { body: { phoneNumber: phone } });
    clock.advance(5 * 60 * 1000 + 1);
    await expectFailure(
      guest.post('/api/otp/verify', { body: { otpToken: first.otpToken, otpCode: lastOtp(logs, phone) } }),
      400,
      'OTP_EXPIRED',
    );
    const second = await guest.post('/api/otp/send', { body: { phoneNumber: phone } });
    const wrong = lastOtp(logs, phone) === '999999' ? '888888' : '999999';
    for (let i = 0; i < 4; i += 1) {
      await expectFailure(
        guest.post('/api/otp/verify', { body: { otpToken: second.otpToken, otpCode: wrong } }),
        400,
        'OTP_CODE_INVALID',
      );
    }
    await expectFailure(
      guest.post('/api/otp/verify', { body: { otpToken: second.otpToken, otpCode: wrong } }),
      429,
      'OTP_BLOCK',
    );
    await expectFailure(guest.post('/api/otp/send', { body: { phoneNumber: phone } }), 429, 'OTP_BLOCK');
    const other = '0865556666';
    for (let i = 0; i < 3; i += 1) await guest.post('/api/otp/send', { body: { phoneNumber: other } });
    await expectFailure(guest.post('/api/otp/send', { body: { phoneNumber: other } }), 429, 'REQUEST_LIMIT');
    await expectFailure(
      guest.post('/api/otp/send', { body: { phoneNumber: '081' } }),
      400,
      'PHONE_NUMBER_REQUIRE_10_DIGIT',
    );
  });

  it('registers without OTP when the switch is off, and records the invitee for the inviter', async () => {
    const { guest, fetch, sandbox } = ctx();
    await setSwitches(fetch, sandbox.url, { registerOTP: false });
    const demo = await ctx().login(DEMO.username, DEMO.password);
    const demoProfile = await demo.get('/api/account/profile');
    const before = await demo.post('/api/invite', { body: { page: 1, limit: 100 } });
    const invited = {
      ...NEW_PLAYER,
      username: '0867778888',
      bankAccountNo: '5550002222',
      inviteCode: `PR${demoProfile._id}`,
      currency: 'LAK' as const,
    };
    expect(await guest.post('/api/account', { body: invited })).toEqual({
      code: 'SUCCESS',
      message: 'SUCCESS',
    });
    const after = await demo.post('/api/invite', { body: { page: 1, limit: 100 } });
    expect(after.total).toBe(before.total + 1);
    expect(after.invites[0]?.from.name).toBe(NEW_PLAYER.name);
    await expectFailure(
      guest.post('/api/account', { body: { ...invited, username: '0860000001', currency: 'USD' as never } }),
      400,
      'KEY_INVALID',
    );
    await setSwitches(fetch, sandbox.url, { registerOTP: true });
  });

  it('updates the profile, refusing a bank account another player uses', async () => {
    const api = await ctx().login(DEMO.username, DEMO.password);
    const updated = await api.put('/api/account/profile', {
      body: {
        name: 'Somchai Updated',
        bankCode: 'KBANK',
        bankAccountName: 'somchai demo',
        bankAccountNo: '1234567899',
      },
    });
    expect(updated).toMatchObject({
      name: 'Somchai Updated',
      bankCode: 'KBANK',
      bankAccountName: 'SOMCHAI DEMO',
    });
    await expectFailure(
      api.put('/api/account/profile', {
        body: { name: 'X', bankCode: 'KBANK', bankAccountName: 'X', bankAccountNo: '0987654321' },
      }),
      409,
      'EXISTING_BANK',
    );
    await expectFailure(
      api.put('/api/account/profile', {
        body: { name: '', bankCode: 'SCB', bankAccountName: 'X', bankAccountNo: '1234567890' },
      }),
      400,
      'KEY_MISSING',
    );
    const mine = { name: 'Somchai Demo', bankAccountName: 'SOMCHAI DEMO', bankAccountNo: '1234567890' };
    await expectFailure(
      api.put('/api/account/profile', { body: { ...mine, bankCode: 'NOPE' } }),
      400,
      'INVALID_BANK',
    );
    await expectFailure(
      api.put('/api/account/profile', { body: { ...mine, bankCode: 'KTB', bankAccountName: 'สมชาย เดโม' } }),
      400,
      'BANK_ACCOUNT_NAME_ENG',
    );
    await expectFailure(
      api.put('/api/account/profile', { body: { ...mine, bankCode: 'SCB', name: 'x'.repeat(101) } }),
      400,
      'INVALID_USER_INFO',
    );
    await expectFailure(
      ctx().guest.put('/api/account/profile', {
        body: { name: 'X', bankCode: 'KBANK', bankAccountName: 'X', bankAccountNo: '1234567899' },
      }),
      401,
      'INVALID_TOKEN',
    );
    await api.put('/api/account/profile', {
      body: {
        name: 'Somchai Demo',
        bankCode: 'SCB',
        bankAccountName: 'SOMCHAI DEMO',
        bankAccountNo: '1234567890',
      },
    });
  });

  it('sets an English bank account name for a KTB account', async () => {
    const api = await ctx().login(KTB.username, KTB.password);
    expect((await api.get('/api/account/profile')).bankAccountName).toBe('อนันต์ กรุงไทย');
    await expectFailure(
      api.put('/api/account/bankAccountName', { body: { bankCode: 'KTB', bankAccountName: 'อนันต์' } }),
      400,
      'BANK_ACCOUNT_NAME_ENG',
    );
    await expectFailure(
      api.put('/api/account/bankAccountName', { body: { bankCode: 'SCB', bankAccountName: 'ANAN' } }),
      400,
      'INVALID_BANK',
    );
    await expectFailure(
      ctx().guest.put('/api/account/bankAccountName', { body: { bankCode: 'KTB', bankAccountName: 'ANAN' } }),
      401,
      'INVALID_TOKEN',
    );
    const profile = await api.put('/api/account/bankAccountName', {
      body: { bankCode: 'KTB', bankAccountName: 'anan  krungthai' },
    });
    expect(profile.bankAccountName).toBe('ANAN KRUNGTHAI');
  });

  it('changes the password only with the old one', async () => {
    const api = await ctx().login(KTB.username, KTB.password);
    await expectFailure(
      api.put('/api/account/changepwd', { body: { oldPassword: 'wrong', newPassword: 'newpass1' } }),
      400,
      'WRONG_PASSWORD',
    );
    await expectFailure(
      api.put('/api/account/changepwd', { body: { oldPassword: KTB.password, newPassword: '' } }),
      400,
      'KEY_MISSING',
    );
    await expectFailure(
      ctx().guest.put('/api/account/changepwd', { body: { oldPassword: 'a', newPassword: 'b' } }),
      401,
      'INVALID_TOKEN',
    );
    expect(
      await api.put('/api/account/changepwd', {
        body: { oldPassword: KTB.password, newPassword: 'newpass1' },
      }),
    ).toEqual({
      code: 'SUCCESS',
      message: 'SUCCESS',
    });
    await expectFailure(ctx().guest.post('/api/login', { body: KTB }), 401, 'WRONG_CREDENTIAL');
    await ctx().login(KTB.username, 'newpass1');
  });
}
