import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@wallet/domain';
import { clearInviteCode, readInviteCode, rememberInviteCodeFrom } from './invite-code-storage';

describe('invite code storage', () => {
  it('stores the code of the register link and reads it back later without a query', () => {
    expect(rememberInviteCodeFrom('?code=PR42')).toBe('PR42');
    expect(localStorage.getItem(STORAGE_KEYS.inviteCode)).toBe('PR42');
    expect(rememberInviteCodeFrom('')).toBe('PR42');
    expect(readInviteCode()).toBe('PR42');
  });

  it('replaces the stored code with a newer link and forgets it when cleared', () => {
    rememberInviteCodeFrom('?code=PR1');
    expect(rememberInviteCodeFrom('?code=PR2')).toBe('PR2');
    clearInviteCode();
    expect(readInviteCode()).toBeNull();
  });

  it('ignores an empty code and a blank stored value', () => {
    expect(rememberInviteCodeFrom('?code=')).toBeNull();
    localStorage.setItem(STORAGE_KEYS.inviteCode, '  ');
    expect(readInviteCode()).toBeNull();
  });
});
