import { describe, expect, it } from 'vitest';
import { tokenStorage } from './token-storage';

describe('tokenStorage', () => {
  it.each([
    [true, 'local'],
    [false, 'session'],
  ] as const)('remember me %s keeps the token in %s storage', (remember, storage) => {
    expect(tokenStorage(remember)).toBe(storage);
  });
});
