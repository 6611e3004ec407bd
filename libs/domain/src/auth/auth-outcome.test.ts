import { describe, expect, it } from 'vitest';
import { CANNOT_VERIFY_IDENTITY_TH, authOutcome } from './auth-outcome';

describe('authOutcome', () => {
  it.each([
    [{ message: 'gone' }, 'gone'],
    [{ code: 'gone' }, 'gone'],
    [{ code: 'UNAUTHORIZED', message: 'gone' }, 'gone'],
    [{ code: 'invalid-token' }, 'login'],
    [{ message: 'invalid-token' }, 'login'],
    [{ code: 'UNAUTHORIZED' }, 'login'],
    [{ code: 'EXPIRED_AUTH_TOKEN' }, 'login'],
    [{ code: 'INVALID_USER_1' }, 'login'],
    [{ code: 'INVALID_USER_2' }, 'login'],
    [{ code: 'INVALID_USER_3' }, 'login'],
    [{ message: 'INVALID_USER_4' }, 'login'],
    [{ message: CANNOT_VERIFY_IDENTITY_TH }, 'login'],
    [{ message: 'ไม่สามารถยืนยันตัวตนได้' }, 'login'],
    [{ code: 'INVALID_USER_5' }, null],
    [{ code: 'WRONG_CREDENTIAL', message: 'Incorrect phone number or password' }, null],
    [{ message: 'Gone' }, null],
    [{}, null],
  ])('authOutcome(%j) is %s', (failure, expected) => {
    expect(authOutcome(failure)).toBe(expected);
  });
});
