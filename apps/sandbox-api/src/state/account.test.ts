import { describe, expect, it } from 'vitest';
import { PLAYER_NAME_MAX_LENGTH, checkPlayerName } from '@wallet/domain';
import { ApiFailure } from '../errors';
import { DEMO_PLAYER } from '../seed/catalogue';
import { BONUS_PLAYER, KTB_PLAYER, NEWCOMER, seedWorld } from '../seed/world';
import { register, updateProfile, validateRegistration } from './account';
import { SandboxState } from './store';
import type { Player } from './types';

function world(): { state: SandboxState; player: (phone: string) => Player } {
  const state = new SandboxState({
    seed: 7,
    now: () => new Date('2026-11-24T05:00:00Z'),
    log: () => undefined,
    populate: seedWorld,
  });
  return {
    state,
    player: (phone) => {
      const found = state.playerByPhone(phone);
      if (!found) throw new Error(`no seeded player ${phone}`);
      return found;
    },
  };
}

const edit = {
  name: 'Somchai Edited',
  bankCode: 'KBANK',
  bankAccountName: 'SOMCHAI EDITED',
  bankAccountNo: '5550001111',
};

function failure(run: () => void): { code: string } {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiFailure);
    return error as ApiFailure;
  }
  throw new Error('expected an ApiFailure');
}

describe('updateProfile (PUT /api/account/profile)', () => {
  it('stores name and bank account: name trimmed, holder name upper case with single spaces', () => {
    const { state, player } = world();
    const demo = player(DEMO_PLAYER.username);
    updateProfile(state, demo, { ...edit, name: ' Somchai Edited ', bankAccountName: ' somchai   edited ' });
    expect(demo).toMatchObject({
      name: 'Somchai Edited',
      bankCode: 'KBANK',
      bankAccountName: 'SOMCHAI EDITED',
      bankAccountNo: '5550001111',
    });
  });

  it('keeps the own account number (saving the name only is no EXISTING_BANK)', () => {
    const { state, player } = world();
    const demo = player(DEMO_PLAYER.username);
    updateProfile(state, demo, {
      name: 'Somchai Renamed',
      bankCode: demo.bankCode,
      bankAccountName: demo.bankAccountName,
      bankAccountNo: demo.bankAccountNo,
    });
    expect(demo.name).toBe('Somchai Renamed');
  });

  it.each([NEWCOMER.username, BONUS_PLAYER.username, KTB_PLAYER.username])(
    'answers EXISTING_BANK for the account of seeded player %s and changes nothing',
    (phone) => {
      const { state, player } = world();
      const demo = player(DEMO_PLAYER.username);
      const before = { ...demo };
      const other = player(phone);
      const taken = {
        ...edit,
        bankCode: other.bankCode,
        bankAccountNo: other.bankAccountNo,
        bankAccountName: 'SOMCHAI DEMO',
      };
      expect(failure(() => updateProfile(state, demo, taken)).code).toBe('EXISTING_BANK');
      expect(demo).toEqual(before);
    },
  );

  it.each([
    [{ bankCode: 'NOPE' }, 'INVALID_BANK'],
    [{ bankCode: 'KTB', bankAccountName: 'สมชาย ใจดี' }, 'BANK_ACCOUNT_NAME_ENG'],
    [{ bankCode: 'TMB', bankAccountName: 'SOMCHAI 2' }, 'BANK_ACCOUNT_NAME_ENG'],
    [{ bankCode: 'BBL', bankAccountName: 'สมชาย' }, 'BANK_ACCOUNT_NAME_ENG'],
    [{ bankAccountNo: '123-456-7890' }, 'KEY_INVALID'],
    [{ bankAccountNo: '123456789' }, 'KEY_INVALID'],
    [{ name: 'x'.repeat(PLAYER_NAME_MAX_LENGTH + 1) }, 'INVALID_USER_INFO'],
    [{ name: 'Somchai\u0007' }, 'INVALID_USER_INFO'],
    [{ name: 'Somchai \u202Eomed' }, 'INVALID_USER_INFO'],
    [{ name: '\u200BSomchai' }, 'INVALID_USER_INFO'],
    [{ name: '   ' }, 'INVALID_USER_INFO'],
  ])('refuses %j with %s and changes nothing', (change, code) => {
    const { state, player } = world();
    const demo = player(DEMO_PLAYER.username);
    const before = { ...demo };
    expect(failure(() => updateProfile(state, demo, { ...edit, ...change })).code).toBe(code);
    expect(demo).toEqual(before);
  });

  it('accepts a Thai holder name at a bank without the English rule, and an English one at KTB', () => {
    const { state, player } = world();
    const demo = player(DEMO_PLAYER.username);
    updateProfile(state, demo, { ...edit, bankCode: 'SCB', bankAccountName: 'สมชาย ใจดี' });
    expect(demo.bankAccountName).toBe('สมชาย ใจดี');
    const ktb = player(KTB_PLAYER.username);
    updateProfile(state, ktb, {
      ...edit,
      bankCode: 'KTB',
      bankAccountName: 'anan krungthai',
      bankAccountNo: ktb.bankAccountNo,
    });
    expect(ktb.bankAccountName).toBe('ANAN KRUNGTHAI');
  });
});

describe('player names: the domain rule the app applies (checkPlayerName)', () => {
  /** What the app refuses in a name: each bidi override, embedding, isolate, and the invisible marks. */
  const refused = [
    'Mali \u202Ereyalpwen',
    '\u202Dadmin',
    'Mali\u202A Newplayer',
    'Mali\u202B Newplayer',
    'Mali\u202C Newplayer',
    'Mali \u2066Newplayer\u2069',
    'Mali \u2067Newplayer',
    'Mali \u2068Newplayer',
    'Mali\u200B Newplayer',
    'Mali\u200D Newplayer\u200C',
    '\uFEFFMali\u200E Newplayer\u200F',
  ];
  const newPlayer = {
    username: '0890000001',
    password: 'newpass1',
    sourceCode: '',
    inviteCode: '',
    bankCode: 'KBANK',
    bankAccountName: 'MALI NEWPLAYER',
    bankAccountNo: '5550009999',
    currency: 'BAHT',
  };

  it.each(refused)('refuses %j at validation, registration and profile edit, storing nothing', (name) => {
    expect(checkPlayerName(name).ok).toBe(false);
    const { state, player } = world();
    state.switches.registerOTP = false;
    expect(failure(() => validateRegistration(state, { ...newPlayer, name })).code).toBe('INVALID_USER_INFO');
    expect(failure(() => register(state, { ...newPlayer, name })).code).toBe('INVALID_USER_INFO');
    expect(state.playerByPhone(newPlayer.username)).toBeUndefined();
    const demo = player(DEMO_PLAYER.username);
    expect(failure(() => updateProfile(state, demo, { ...edit, name })).code).toBe('INVALID_USER_INFO');
    expect(demo.name).toBe(DEMO_PLAYER.name);
  });

  it('stores a name the rule accepts trimmed, as the app sends it', () => {
    const { state } = world();
    state.switches.registerOTP = false;
    expect(register(state, { ...newPlayer, name: '  สมหญิง ใจดี ' }).name).toBe('สมหญิง ใจดี');
  });
});
