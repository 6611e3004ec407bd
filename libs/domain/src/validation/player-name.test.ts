import { describe, expect, it } from 'vitest';
import { validateEditProfile } from './edit-profile';
import { checkPlayerName, hasHiddenCharacters, INVALID_NAME, PLAYER_NAME_MAX_LENGTH } from './player-name';
import { validateRegisterProfile } from './register-profile';

const HIDDEN = [
  ...Array.from({ length: 5 }, (_, i) => 0x200b + i),
  ...Array.from({ length: 5 }, (_, i) => 0x202a + i),
  ...Array.from({ length: 4 }, (_, i) => 0x2066 + i),
  0xfeff,
  // the Arabic letter mark, the word joiner and invisible operators, the deprecated format controls
  0x061c,
  ...Array.from({ length: 5 }, (_, i) => 0x2060 + i),
  ...Array.from({ length: 6 }, (_, i) => 0x206a + i),
  // control characters: C0, DEL, C1
  0x00,
  0x09,
  0x0a,
  0x1f,
  0x7f,
  0x85,
  0x9f,
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

  it('checkPlayerName trims, and refuses empty, hidden and too long names', () => {
    expect(checkPlayerName('  Somchai Demo ')).toEqual({ ok: true, value: 'Somchai Demo' });
    expect(checkPlayerName(' \t ')).toEqual({ ok: false, problem: 'empty' });
    for (const c of HIDDEN) {
      expect(checkPlayerName(`Som${c}chai`)).toEqual({ ok: false, problem: 'hidden' });
    }
    // Counted in characters, not UTF-16 units: 100 Thai letters or emoji pass, 101 do not.
    expect(checkPlayerName('ก'.repeat(PLAYER_NAME_MAX_LENGTH)).ok).toBe(true);
    expect(checkPlayerName('😀'.repeat(PLAYER_NAME_MAX_LENGTH)).ok).toBe(true);
    expect(checkPlayerName('ก'.repeat(PLAYER_NAME_MAX_LENGTH + 1))).toEqual({
      ok: false,
      problem: 'too-long',
    });
  });

  it('refuses the eleven names the server used to store', () => {
    const names = [
      'Somchai\u202E',
      '\u202Dadmin',
      'Som\u202Achai',
      'Som\u202Bchai',
      'Som\u202Cchai',
      'Som\u2066chai\u2069',
      'Som\u2067chai',
      'Som\u2068chai',
      '\u200BSomchai',
      'Som\u200Dchai\u200C',
      '\uFEFFSomchai\u200E\u200F',
    ];
    expect(names).toHaveLength(11);
    for (const name of names)
      expect(checkPlayerName(name), JSON.stringify(name)).toEqual({ ok: false, problem: 'hidden' });
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

  it('both forms refuse a name over the maximum and require one that is only spaces', () => {
    const long = 'A'.repeat(PLAYER_NAME_MAX_LENGTH + 1);
    const profile = { bankCode: 'SCB', firstName: 'SOMCHAI', lastName: 'DEMO', bankAccountNo: '1234567890' };
    expect(validateEditProfile({ ...profile, name: long })).toEqual({
      ok: false,
      errors: { name: INVALID_NAME },
    });
    expect(validateEditProfile({ ...profile, name: '  ' })).toEqual({
      ok: false,
      errors: { name: { id: 'validation.required' } },
    });
    const step = { phone: '0812345678', password: 'pw', confirmPassword: 'pw' };
    expect(validateRegisterProfile({ ...step, name: long })).toEqual({
      ok: false,
      errors: { name: INVALID_NAME },
    });
    expect(validateRegisterProfile({ ...step, name: ' Somchai ' })).toEqual({
      ok: true,
      value: { ...step, name: 'Somchai' },
    });
  });
});
