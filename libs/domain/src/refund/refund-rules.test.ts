import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillPercentFail, formatPercent, refundState } from './refund-rules';

describe('refundState', () => {
  it.each([
    [{ result: true, bonus: false, refundAmount: 120 }, 'receivable'],
    [{ result: true }, 'receivable'],
    [{ result: true, bonus: true }, 'blockedByBonus'],
    [{ result: false, bonus: true }, 'notFound'],
    [{ result: null }, 'notFound'],
    [{}, 'notFound'],
    [null, 'notFound'],
    [undefined, 'notFound'],
  ])('refundState(%j) is %s', (check, state) => {
    expect(refundState(check)).toBe(state);
  });
});

describe('fillPercentFail', () => {
  it.each([
    ['If you lose %percentFail%% you can cancel', 20, 'If you lose 20% you can cancel'],
    ['%percentFail% / %percentFail%', '5', '5% / 5%'],
    ['If you lose, %percentFail% of the bonus is returned', 15, 'If you lose, 15% of the bonus is returned'],
    ['ຖ້າເສຍ, %percentFail% ຂອງໂບນັດ', '15%', 'ຖ້າເສຍ, 15% ຂອງໂບນັດ'],
    ['หากเสีย %percentFail%% ของโบนัส', 12.5, 'หากเสีย 12.5% ของโบนัส'],
    ['%percentFail%', 0, '0%'],
    ['%percentFail%', 'n/a', 'n/a'],
    ['no placeholder', 7, 'no placeholder'],
  ])('fillPercentFail(%j, %j) is %j', (notice, percent, text) => {
    expect(fillPercentFail(notice, percent)).toBe(text);
  });

  it('leaves no placeholder behind', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', ' ', '%percentFail%', '%')),
        fc.integer({ min: 0, max: 100 }),
        (pieces, percent) => {
          expect(fillPercentFail(pieces.join(''), percent)).not.toContain('%percentFail%');
        },
      ),
    );
  });
});

describe('formatPercent', () => {
  it('writes a number as a percentage, never a bare number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (percent) => {
        expect(formatPercent(percent)).toBe(`${percent}%`);
        expect(formatPercent(`${percent}%`)).toBe(`${percent}%`);
      }),
    );
  });

  it('keeps at most two decimals, and leaves what is not a number as the server wrote it', () => {
    expect(formatPercent(12.345)).toBe('12.35%');
    expect(formatPercent('7.5 %')).toBe('7.5%');
    expect(formatPercent('')).toBe('');
    expect(formatPercent('%')).toBe('%');
    expect(formatPercent('half')).toBe('half');
  });
});
