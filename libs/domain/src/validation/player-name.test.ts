import { describe, expect, it } from 'vitest';
import { validateEditProfile } from './edit-profile';
import { hasHiddenCharacters, INVALID_NAME } from './player-name';
import { validateRegisterProfile } from './register-profile';

const HIDDEN = [
  ...Array.from({ length: 5 }, (_, i) => 0x200b + i),
  ...Array.from({ length: 5 }, (_, i) => 0x202a + i),
  ...Array.from({ length: 4 }, (_, i) => 0x2066 + i),
  0xfeff,
].map((code) => String.fromCodePoint(code));

describe('player names', () => {
  it.each(HIDDEN.map((c) => [`U+${c.codePointAt(0)?.toString(16).toUpperCase()}`, c]))(
    'finds %s',
    (_label, c) => {
      expect(hasHiddenCharacters(`Som${c}chai`)).toBe(true);
    },
  );

  it('accepts Thai, Lao, English names and ordinary spaces and punctuation', () => {
    for (const name of ['สมชาย ใจดี', 'ສົມໃຈ', "Mary-Ann O'Neil", 'Somchai\u00A0Demo', 'A\u2010B'])
      expect(hasHiddenCharacters(name), name).toBe(false);
  });

  it('registration refuses such a name with the invalid member information message', () => {
    const result = validateRegisterProfile({
      name: 'Somchai\u202E',
      phone: '0812345678',
      password: 'pw',
      confirmPassword: 'pw',
    });
    expect(result).toEqual({ ok: false, errors: { name: INVALID_NAME } });
    expect(INVALID_NAME).toEqual({ id: 'error.INVALID_USER_INFO' });
  });

  it('profile edit refuses such a name too', () => {
    const result = validateEditProfile({
      name: '\u200BSomchai',
      bankCode: 'SCB',
      firstName: 'SOMCHAI',
      lastName: 'DEMO',
      bankAccountNo: '1234567890',
    });
    expect(result).toEqual({ ok: false, errors: { name: INVALID_NAME } });
  });
});
