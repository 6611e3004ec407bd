import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REQUIRED, formResult, isBlank, parseAmountInput } from './form-result';

describe('form helpers', () => {
  it('builds ok or error results', () => {
    expect(formResult({}, 5)).toEqual({ ok: true, value: 5 });
    expect(formResult({ a: REQUIRED }, 5)).toEqual({
      ok: false,
      errors: { a: { id: 'validation.required' } },
    });
  });

  it.each([
    ['', true],
    ['  \t', true],
    [null, true],
    [undefined, true],
    ['x', false],
    [' x ', false],
  ])('isBlank(%j) is %s', (value, blank) => {
    expect(isBlank(value)).toBe(blank);
  });

  it.each([
    [null, { kind: 'empty' }],
    [undefined, { kind: 'empty' }],
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
    ['12.5', { kind: 'number', value: 12.5 }],
    [' 100 ', { kind: 'number', value: 100 }],
    [-3, { kind: 'number', value: -3 }],
    [0, { kind: 'number', value: 0 }],
    ['1e3', { kind: 'number', value: 1000 }],
    ['abc', { kind: 'invalid' }],
    ['1,000', { kind: 'invalid' }],
    [Number.NaN, { kind: 'invalid' }],
    [Number.POSITIVE_INFINITY, { kind: 'invalid' }],
    ['Infinity', { kind: 'invalid' }],
  ])('parseAmountInput(%j) is %j', (input, parsed) => {
    expect(parseAmountInput(input)).toEqual(parsed);
  });

  it('reads back every finite number typed as text', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(parseAmountInput(String(value))).toEqual({
          kind: 'number',
          value: Object.is(value, -0) ? 0 : value,
        });
      }),
    );
  });
});
