import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageCount, pageOffset, pageRange } from './pagination';

describe('pagination', () => {
  it.each([
    [1, 1, [1]],
    [1, 9, [1, 2]],
    [2, 9, [1, 2, 3]],
    [4, 9, [1, 2, 3, 4, 5]],
    [5, 9, [2, 3, 4, 5, 6]],
    [9, 9, [6, 7, 8, 9]],
    [12, 9, [6, 7, 8, 9]],
    [0, 9, [1, 2]],
    [Number.NaN, 3, [1, 2]],
    [2.7, 9, [1, 2, 3]],
    [1, 0, []],
    [1, Number.NaN, []],
  ])('pageRange(%s, %s) is %j', (current, total, pages) => {
    expect(pageRange(current, total)).toEqual(pages);
  });

  it('accepts other windows', () => {
    expect(pageRange(5, 9, 1, 2)).toEqual([4, 5, 6, 7]);
  });

  it.each([
    [0, 10, 0],
    [1, 10, 1],
    [10, 10, 1],
    [21, 10, 3],
    [7, 3, 3],
    [5, 0, 0],
    [Number.NaN, 10, 0],
  ])('pageCount(%s, %s) is %s', (total, size, count) => {
    expect(pageCount(total, size)).toBe(count);
  });

  it.each([
    [1, 10, 0],
    [3, 10, 20],
    [2, 3, 3],
    [0, 10, 0],
  ])('pageOffset(%s, %s) is %s', (page, size, offset) => {
    expect(pageOffset(page, size)).toBe(offset);
  });

  it('shows at most 3 pages before and 1 after, always including the current page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (current, total) => {
        const pages = pageRange(current, total);
        const page = Math.min(current, total);
        expect(pages).toContain(page);
        expect(pages[0]).toBe(Math.max(1, page - 3));
        expect(pages.at(-1)).toBe(Math.min(total, page + 1));
        pages.forEach((n, i) => i > 0 && expect(n).toBe((pages[i - 1] ?? 0) + 1));
      }),
    );
  });
});
