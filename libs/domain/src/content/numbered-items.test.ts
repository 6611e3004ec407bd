import { describe, expect, it } from 'vitest';
import { carriesOwnNumbers } from './numbered-items';

describe('carriesOwnNumbers', () => {
  it.each([
    ['Arabic digits with a dot', ['1. One account per person', '2. No bots']],
    ['a parenthesis and markup around the number', ['<p><b>1)</b> One account</p>', '<p>2) No bots</p>']],
    ['Thai digits', ['๑. บัญชีเดียวต่อคน', '๒. ห้ามใช้บอท']],
    ['Lao digits', ['໑. ບັນຊີດຽວຕໍ່ຄົນ', '໒. ຫ້າມໃຊ້ບອດ']],
    ['a leading non-breaking space', ['&nbsp;1. One account', ' 2. No bots']],
  ])('sees %s', (_case, items) => {
    expect(carriesOwnNumbers(items)).toBe(true);
  });

  it.each([
    ['plain sentences', ['One account per person', 'No bots']],
    ['only some numbered', ['1. One account per person', 'No bots']],
    ['an amount, not a number of the list', ['100 baht minimum deposit', '2. No bots']],
    ['a year at the start', ['2024. The new rules', '2025. More rules']],
    ['no items', []],
  ])('does not see %s', (_case, items) => {
    expect(carriesOwnNumbers(items)).toBe(false);
  });
});
