// Text checks of a small phone: how many lines a text takes, and words (Thai and Lao ones from the browser's word
// breaker) broken over two lines or bar texts cut short. Re-exported by layout.ts.
import type { Locator, Page } from '@playwright/test';

/**
 * How many lines the first occurrence of `text` inside `scope` takes (0 when it is not there): 1 for an ID, a number
 * or a name that the layout keeps whole.
 */
export async function linesOfText(scope: Locator, text: string): Promise<number> {
  return scope.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const start = node.textContent?.indexOf(wanted) ?? -1;
      if (start < 0) continue;
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + wanted.length);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }
    return 0;
  }, text);
}

/**
 * Words of the bars' labels (top bar, bottom navigation) broken over two lines (findBrokenWords), the top bar's texts
 * wrapped, and bar texts cut short with an ellipsis.
 */
export async function findBrokenBarTexts(page: Page, lang: string): Promise<string[]> {
  const bars = page.locator('header, nav');
  const cut = await bars.evaluateAll((elements) => {
    const found: string[] = [];
    for (const bar of elements) {
      // The top bar's texts (the app name) stay on one line.
      if (bar.tagName === 'HEADER') {
        const walker = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || !parent.checkVisibility() || parent.closest('.wk-visually-hidden')) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
          if (lines.size > 1)
            found.push(`'${(node.textContent ?? '').trim()}' of the top bar wraps over ${lines.size} lines`);
        }
      }
      for (const el of Array.from(bar.querySelectorAll<HTMLElement>('*'))) {
        const style = getComputedStyle(el);
        if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1)
          found.push(
            `'${(el.textContent ?? '').trim()}' is cut short (${el.scrollWidth} px in ${el.clientWidth} px)`,
          );
      }
    }
    return found;
  });
  return [...(await findBrokenWords(bars, lang)), ...cut];
}

/**
 * Words broken over two lines anywhere in `scope` (every element it matches: the page's main content, a dialog, the
 * bars): an ID, an amount or a word of a label split by the layout. Words come from the browser's own word breaker
 * (Thai and Lao have no spaces between words); a word wider than the whole screen is reported too, since nothing can
 * show it whole.
 */
export async function findBrokenWords(scope: Locator, lang: string): Promise<string[]> {
  return scope.evaluateAll((roots, locale) => {
    const found: string[] = [];
    const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const parent = node.parentElement;
        if (!parent || !parent.checkVisibility() || parent.closest('.wk-visually-hidden')) continue;
        for (const { segment, index, isWordLike } of segmenter.segment(text)) {
          if (!isWordLike) continue;
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + segment.length);
          const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
          if (lines.size > 1)
            found.push(
              `the word '${segment}' of '${text.trim().slice(0, 80)}' is broken over ${lines.size} lines`,
            );
        }
      }
    }
    return found;
  }, lang);
}
