import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fitLabel, graphemes, type MeasureText } from './fit-label';

/** Every grapheme is 0.6 em wide: enough to check the fitting arithmetic without a canvas. */
const monospace: MeasureText = (text, fontPx) => graphemes(text).length * fontPx * 0.6;

describe('graphemes', () => {
  it('keeps Thai and Lao vowels and tone marks on their consonant', () => {
    expect(graphemes('รางวัลใหญ่')).toEqual(['ร', 'า', 'ง', 'วั', 'ล', 'ใ', 'ห', 'ญ่']);
    expect(graphemes('ລາງວັນ')).toEqual(['ລ', 'າ', 'ງ', 'ວັ', 'ນ']);
    expect(graphemes('น้ำ ຄຳ')).toEqual(['น้ำ', ' ', 'ຄຳ']);
  });

  // Thai, Lao and Latin labels are split without Intl.Segmenter (its first use is a long task on a slow phone):
  // the same characters it finds, mark by mark.
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const segmented = (text: string) => Array.from(segmenter.segment(text), (part) => part.segment);
  const simpleCharacter = fc.oneof(
    fc.integer({ min: 0x0e00, max: 0x0eff }),
    fc.integer({ min: 0x0020, max: 0x007e }),
    fc.integer({ min: 0x00a0, max: 0x024f }),
    fc.integer({ min: 0x0300, max: 0x036f }),
    fc.constantFrom(0x2013, 0x2026, 0x20ad, 0x0e3f),
  );

  it('splits Thai, Lao and Latin text as Intl.Segmenter does', () => {
    fc.assert(
      fc.property(fc.array(simpleCharacter, { maxLength: 30 }), (codes) => {
        const text = String.fromCodePoint(...codes);
        expect(graphemes(text)).toEqual(segmented(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves emoji, joiners and other scripts to Intl.Segmenter', () => {
    for (const text of ['🎁 100 บาท', '👨‍👩‍👧 ฟรี', '🇹🇭🇱🇦', '👍🏽 ok', 'नमस्ते', '각 각'])
      expect(graphemes(text)).toEqual(segmented(text));
  });
});

describe('fitLabel', () => {
  const box = { maxWidth: 60, maxFontPx: 16, minFontPx: 9 };

  it('keeps a short label at the largest font', () => {
    expect(fitLabel('100', box, monospace)).toEqual({ text: '100', fontPx: 16 });
  });

  it('shrinks the font before cutting anything', () => {
    const fitted = fitLabel('12345678', box, monospace);
    expect(fitted.text).toBe('12345678');
    expect(fitted.fontPx).toBe(12);
  });

  it('cuts a long Thai label at a grapheme boundary behind an ellipsis', () => {
    const fitted = fitLabel('โบนัสเครดิตฟรีห้าร้อยบาท', box, monospace);
    expect(fitted.fontPx).toBe(9);
    expect(fitted.text.endsWith('…')).toBe(true);
    expect('โบนัสเครดิตฟรีห้าร้อยบาท'.startsWith(fitted.text.slice(0, -1))).toBe(true);
    expect(monospace(fitted.text, fitted.fontPx)).toBeLessThanOrEqual(box.maxWidth);
    expect(fitted.text.normalize()).not.toMatch(/^[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/u);
  });

  it('collapses whitespace and returns nothing to draw for an empty label', () => {
    expect(fitLabel('  a   b ', box, monospace).text).toBe('a b');
    expect(fitLabel('   ', box, monospace).text).toBe('');
  });

  it('always fits the box unless even one grapheme cannot', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        fc.double({ min: 12, max: 300, noNaN: true }),
        (label, maxWidth) => {
          const fitted = fitLabel(label, { maxWidth, maxFontPx: 18, minFontPx: 8 }, monospace);
          expect(fitted.fontPx).toBeGreaterThanOrEqual(8);
          expect(fitted.fontPx).toBeLessThanOrEqual(18);
          expect(monospace(fitted.text, fitted.fontPx)).toBeLessThanOrEqual(maxWidth);
        },
      ),
    );
  });
});
