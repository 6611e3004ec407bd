import { describe, expect, it } from 'vitest';
import { ApiFailure } from './errors';
import { pageOf, readPaging, requireNumber, requireString } from './input';
import { toBaht, toSatang } from './money';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof ApiFailure ? `${error.status} ${error.code}` : String(error);
  }
  return 'ok';
};

describe('input readers', () => {
  it('tell missing from invalid values', () => {
    expect(codeOf(() => requireString({}, 'a'))).toBe('400 KEY_MISSING');
    expect(codeOf(() => requireString({ a: '  ' }, 'a'))).toBe('400 KEY_MISSING');
    expect(codeOf(() => requireString({ a: 3 }, 'a'))).toBe('400 KEY_INVALID');
    expect(requireString({ a: ' x ' }, 'a')).toBe('x');
    expect(codeOf(() => requireNumber({ a: 'abc' }, 'a'))).toBe('400 KEY_INVALID');
    expect(requireNumber({ a: '12.5' }, 'a')).toBe(12.5);
  });

  it('page with defaults and bounds', () => {
    expect(readPaging({})).toEqual({ page: 1, limit: 10 });
    expect(codeOf(() => readPaging({ page: 0 }))).toBe('400 KEY_INVALID');
    expect(codeOf(() => readPaging({ limit: 101 }))).toBe('400 KEY_INVALID');
    expect(pageOf([1, 2, 3, 4, 5], { page: 2, limit: 2 })).toEqual([3, 4]);
  });
});

describe('money', () => {
  it('converts baht to exact satang and refuses sub-satang amounts', () => {
    expect(toSatang(1250.5)).toBe(125050);
    expect(toSatang(0.1 + 0.2)).toBe(30);
    expect(toBaht(125050)).toBe(1250.5);
    expect(codeOf(() => toSatang(1.005))).toBe('400 KEY_INVALID');
    expect(codeOf(() => toSatang(Number.POSITIVE_INFINITY))).toBe('400 KEY_INVALID');
  });
});
