import { describe, expect, it } from 'vitest';
import { memberReference } from './member-reference';

describe('memberReference', () => {
  it('reads out the last 8 characters of a database id, upper case, in groups of 4', () => {
    expect(memberReference('64f1c2a9e3b7d0a1b2c3d4e5')).toBe('B2C3 D4E5');
  });

  it('groups a short id whole and keeps a tiny one as it is', () => {
    expect(memberReference('abc123')).toBe('AB C123');
    expect(memberReference('m42')).toBe('M42');
    expect(memberReference('  member42  ')).toBe('MEMB ER42');
  });
});
