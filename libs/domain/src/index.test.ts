import { describe, expect, it } from 'vitest';
import { APP_VERSION } from './index';

describe('APP_VERSION', () => {
  it('is the version of SPEC section 1', () => {
    expect(APP_VERSION).toBe('1.1.14');
  });
});
