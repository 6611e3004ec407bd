import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillPercentFail, refundState } from './refund-rules';

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
    ['%percentFail% / %percentFail%', '5', '5 / 5'],
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
