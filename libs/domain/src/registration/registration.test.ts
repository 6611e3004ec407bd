import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inviterCodeFromQuery, referralCode, referralLink } from './invite-code';
import { buildRegisterPayload } from './register-payload';
import {
  type RegistrationEvent,
  type RegistrationStep,
  nextRegistrationStep,
  stepAfterPhone,
} from './registration-steps';

describe('registration step machine', () => {
  it.each([
    [true, 'OK', 2],
    [true, undefined, 2],
    [true, null, 2],
    [true, 'OTP_VERIFIED', 3],
    [false, 'OK', 3],
    [false, 'OTP_VERIFIED', 3],
  ] as const)('after the phone, OTP enabled %s and send code %s go to step %s', (enabled, code, step) => {
    expect(stepAfterPhone(enabled, code)).toBe(step);
    expect(nextRegistrationStep(1, { type: 'phoneAccepted', otpEnabled: enabled, sendCode: code })).toBe(
      step,
    );
  });

  it.each<[RegistrationStep, RegistrationEvent, RegistrationStep]>([
    [2, { type: 'otpVerified' }, 3],
    [3, { type: 'profileValidated' }, 4],
    [4, { type: 'registered' }, 'done'],
    [2, { type: 'phoneAccepted', otpEnabled: true }, 2],
    [1, { type: 'otpVerified' }, 1],
    [2, { type: 'profileValidated' }, 2],
    [3, { type: 'registered' }, 3],
    ['done', { type: 'registered' }, 'done'],
    [1, { type: 'back' }, 1],
    [2, { type: 'back' }, 1],
    [3, { type: 'back' }, 1],
    [4, { type: 'back' }, 3],
    ['done', { type: 'back' }, 'done'],
  ])('step %s with %j goes to %s', (step, event, next) => {
    expect(nextRegistrationStep(step, event)).toBe(next);
  });

  it('walks 1 -> 2 -> 3 -> 4 -> done with OTP', () => {
    const events: RegistrationEvent[] = [
      { type: 'phoneAccepted', otpEnabled: true, sendCode: 'OK' },
      { type: 'otpVerified' },
      { type: 'profileValidated' },
      { type: 'registered' },
    ];
    const visited = events.reduce<RegistrationStep[]>(
      (steps, event) => [...steps, nextRegistrationStep(steps.at(-1) ?? 1, event)],
      [1],
    );
    expect(visited).toEqual([1, 2, 3, 4, 'done']);
  });
});

describe('buildRegisterPayload', () => {
  const profile = { name: ' Somchai ', phone: ' 0812345678 ', password: 'secret', confirmPassword: 'secret' };
  const bank = {
    bankCode: 'KTB',
    firstName: 'JOHN',
    lastName: 'SMITH',
    bankAccountName: 'JOHN SMITH',
    bankAccountNo: '1234567890',
  };

  it('maps the wizard to the register payload', () => {
    expect(buildRegisterPayload({ profile, bank, sourceCode: 'FACEBOOK', inviteCode: 'PR42' })).toEqual({
      name: 'Somchai',
      username: '0812345678',
      password: 'secret',
      sourceCode: 'FACEBOOK',
      inviteCode: 'PR42',
      bankCode: 'KTB',
      bankAccountName: 'JOHN SMITH',
      bankAccountNo: '1234567890',
    });
  });

  it('adds the currency on the Laos build and blanks what was not chosen', () => {
    expect(buildRegisterPayload({ profile, sourceCode: null, currency: 'LAK' })).toEqual({
      name: 'Somchai',
      username: '0812345678',
      password: 'secret',
      sourceCode: '',
      inviteCode: '',
      bankCode: '',
      bankAccountName: '',
      bankAccountNo: '',
      currency: 'LAK',
    });
  });
});

describe('invite codes', () => {
  it.each([
    ['?code=PR42', 'PR42'],
    ['code=PR42', 'PR42'],
    ['?a=1&code=%20PR7%20', 'PR7'],
    ['?code=', null],
    ['?other=1', null],
    ['', null],
  ])('inviterCodeFromQuery(%j) is %j', (search, code) => {
    expect(inviterCodeFromQuery(search)).toBe(code);
  });

  it('builds {origin}/register?code=PR{_id}', () => {
    expect(referralCode('64f0c2')).toBe('PR64f0c2');
    expect(referralLink('https://wallet.example', '64f0c2')).toBe(
      'https://wallet.example/register?code=PR64f0c2',
    );
    expect(referralLink('https://wallet.example/', '64f0c2')).toBe(
      'https://wallet.example/register?code=PR64f0c2',
    );
  });

  it('reads back the code of its own referral link', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((id) => id.trim() === id),
        (id) => {
          const link = referralLink('https://wallet.example', id);
          expect(inviterCodeFromQuery(new URL(link).search)).toBe(`PR${id}`);
        },
      ),
    );
  });
});
