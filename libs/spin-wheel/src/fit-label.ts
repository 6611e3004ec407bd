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

/** Splits text into user-perceived characters; Thai and Lao vowels and tone marks stay with their consonant. */
export function graphemes(text: string): string[] {
  if (typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function') {
    return Array.from(
      new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text),
      (part) => part.segment,
    );
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
  while (fontPx > box.minFontPx && measure(text, fontPx) > box.maxWidth) fontPx -= 1;
  if (measure(text, fontPx) <= box.maxWidth) return { text, fontPx };
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
