// Fits a slice label into the room a slice offers: shrink the font first, then cut whole graphemes and add an ellipsis,
// so Thai and Lao marks are never split from their base letter.

/** Measures the width, in CSS pixels, of `text` at `fontPx`. */
export type MeasureText = (text: string, fontPx: number) => number;

/** Room and font limits for one label. */
export interface LabelBox {
  maxWidth: number;
  maxFontPx: number;
  minFontPx: number;
}

/** A label ready to draw. */
export interface FittedLabel {
  text: string;
  fontPx: number;
}

const ELLIPSIS = '…';

/**
 * Text in the scripts a prize label is written in (Latin, Thai, Lao, their digits, punctuation and currency signs),
 * where a user-perceived character is a base letter followed by its marks. Anything else (emoji, joiners, other
 * scripts) goes to Intl.Segmenter, whose first use in a page costs about 60 ms on a 4x-slowed phone CPU, in the task
 * that paints the wheel.
 */
const SIMPLE_TEXT =
  /^(?:[\u0020-\u007E\u00A0-\u00AC\u00AE-\u024F\u0E00-\u0EFF\u2010-\u2027\u2030-\u205E\u20A0-\u20CF]|[\u0300-\u036F])*$/u;
/** A base character with the marks that stay on it (Thai and Lao SARA AM are spacing marks: they stay too). */
const SIMPLE_GRAPHEME = /[^\p{M}\u0E33\u0EB3][\p{M}\u0E33\u0EB3]*|[\p{M}\u0E33\u0EB3]+/gu;

let segmenter: Intl.Segmenter | undefined;

/** Splits text into user-perceived characters; Thai and Lao vowels and tone marks stay with their consonant. */
export function graphemes(text: string): string[] {
  if (SIMPLE_TEXT.test(text)) return text.match(SIMPLE_GRAPHEME) ?? [];
  if (typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function') {
    segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    return Array.from(segmenter.segment(text), (part) => part.segment);
  }
  return Array.from(text);
}

/** Largest font that fits `text` into `box`, or the minimum font with the text cut to fit behind an ellipsis. */
export function fitLabel(label: string, box: LabelBox, measure: MeasureText): FittedLabel {
  const text = label.trim().replace(/\s+/g, ' ');
  const maxFont = Math.max(box.minFontPx, Math.floor(box.maxFontPx));
  if (text === '' || box.maxWidth <= 0) return { text: '', fontPx: maxFont };
  const natural = measure(text, maxFont);
  if (natural <= box.maxWidth) return { text, fontPx: maxFont };
  // Width scales linearly with font size, so one division finds the size; the loop absorbs hinting and rounding.
  let fontPx = Math.max(box.minFontPx, Math.floor((maxFont * box.maxWidth) / natural));
  // Each measure is a text shaping on the canvas (milliseconds on a slow phone): the last one is not made twice.
  let width = measure(text, fontPx);
  while (fontPx > box.minFontPx && width > box.maxWidth) {
    fontPx -= 1;
    width = measure(text, fontPx);
  }
  if (width <= box.maxWidth) return { text, fontPx };
  const parts = graphemes(text);
  let low = 0;
  let high = parts.length - 1;
  // Binary search for the longest prefix that fits with the ellipsis.
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (measure(parts.slice(0, mid).join('').trimEnd() + ELLIPSIS, fontPx) <= box.maxWidth) low = mid;
    else high = mid - 1;
  }
  const prefix = parts.slice(0, low).join('').trimEnd();
  return { text: prefix === '' ? ELLIPSIS : prefix + ELLIPSIS, fontPx };
}
