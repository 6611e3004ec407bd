import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../errors';
import { DEMO_PLAYER } from '../seed/catalogue';
import { BONUS_PLAYER, KTB_PLAYER, NEWCOMER, seedWorld } from '../seed/world';
import { MAX_NAME_LENGTH, updateProfile } from './account';
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
    [{ name: 'x'.repeat(MAX_NAME_LENGTH + 1) }, 'INVALID_USER_INFO'],
    [{ name: 'Somchai\u0007' }, 'INVALID_USER_INFO'],
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
