import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from './format-message';
import { laoMessages } from './lao-messages';
import { thaiMessages } from './thai-messages';

describe('formatMessage', () => {
  it.each([
    [{ id: 'copy.copied', values: { text: 'PR123' } }, 'Copied: PR123'],
    [
      { id: 'chat.fileTooLarge', values: { max: 10 } },
      'The file is too large. Please select file no larger than 10 MB.',
    ],
    [
      { id: 'chat.fileTooLarge', values: { max: 20 } },
      'The file is too large. Please select file no larger than 20 MB.',
    ],
    [
      { id: 'validation.transferMinimum', values: { min: { money: 1, currency: 'BAHT' } } },
      'The transfer amount must be at least 1.00 baht',
    ],
    [
      { id: 'validation.withdrawMaximum', values: { max: { money: 5_000_000, currency: 'LAK' } } },
      'The maximum withdrawal is 5,000,000 kip',
    ],
    [{ id: 'copy.failed' }, 'Failed to copy'],
    [{ id: 'copy.copied' }, 'Copied: {text}'],
    [{ id: 'copy.copied', values: { other: 'x' } }, 'Copied: {text}'],
  ] as const)('formats %j in English', (ref, text) => {
    expect(formatMessage(ref)).toBe(text);
  });

  it('uses the given catalogue', () => {
    expect(formatMessage({ id: 'copy.copied', values: { text: 'abc' } }, thaiMessages)).toBe('คัดลอกแล้ว: abc');
    expect(
      formatMessage(
        { id: 'validation.withdrawMinimum', values: { min: { money: 100, currency: 'BAHT' } } },
        laoMessages,
        'la',
      ),
    ).toBe('ຖອນຂັ້ນຕ່ຳ 100.00 ບາດ');
    expect(
      formatMessage(
        { id: 'validation.withdrawMinimum', values: { min: { money: 50_000, currency: 'LAK' } } },
        thaiMessages,
        'th',
      ),
    ).toBe('ถอนขั้นต่ำ 50,000 กีบ');
  });

  it('ignores inherited properties of the values object', () => {
    const values = Object.create({ text: 'inherited' }) as Record<string, string>;
    expect(formatMessage({ id: 'copy.copied', values })).toBe('Copied: {text}');
  });

  it('inserts any value verbatim, once', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(formatMessage({ id: 'copy.copied', values: { text } })).toBe(`Copied: ${text}`);
      }),
    );
  });
});
