// Control checks of a small phone: words of a control's text broken in two, tap targets under WCAG's minimum,
// primary actions under a comfortable touch target, labels away from their fields. Re-exported by layout.ts.
import type { Page } from '@playwright/test';

/** WCAG 2.2 target size (minimum): every tap target at least 24 x 24 CSS px. */
export const MIN_TARGET_PX = 24;
/** The kit's primary action: at least the 44 px of a comfortable touch target. */
export const MIN_PRIMARY_PX = 44;
/** A label further than this from its field reads as belonging to something else. */
export const MAX_LABEL_GAP_PX = 24;

/**
 * What a player meets on the controls of the screen (or of the top open dialog): a word of any control's text
 * broken over two lines (buttons, links, chips, pickers, labels: Thai and Lao words come from the browser's word
 * breaker), a tap target under 24 x 24 px, a primary action lower than 44 px, a label laid out away from its field.
 */
export async function findControlProblems(page: Page, lang: string): Promise<string[]> {
  return page.evaluate(
    ({ locale, minTarget, minPrimary, maxGap }) => {
      const found: string[] = [];
      const describe = (el: Element): string => {
        const name = (el.getAttribute('aria-label') || el.textContent || '').replace(/\s+/g, ' ').trim();
        return `${el.tagName.toLowerCase()} '${name.slice(0, 40)}'`;
      };
      const dialogs = Array.from(document.querySelectorAll('dialog[open], [role="dialog"]')).filter((d) =>
        (d as HTMLElement).checkVisibility(),
      );
      const scope = dialogs.at(-1) ?? document.body;
      const shown = (el: Element): boolean => {
        if (
          !(el instanceof HTMLElement) ||
          !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
        )
          return false;
        if (el.closest('[aria-hidden="true"], [inert], .wk-visually-hidden')) return false;
        const r = el.getBoundingClientRect();
        return r.width > 1 && r.height > 1;
      };
      const controls = Array.from(
        scope.querySelectorAll<HTMLElement>(
          'button, a[href], [role="button"], [role="tab"], [role="radio"], [role="option"], [role="checkbox"], select, label',
        ),
      ).filter(shown);

      // Words broken inside: every text of every control (and label) in the scope.
      const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
      const seen = new Set<string>();
      for (const control of controls) {
        const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          const parent = node.parentElement;
          if (!parent || !shown(parent)) continue;
          for (const { segment, index, isWordLike } of segmenter.segment(text)) {
            if (!isWordLike) continue;
            const range = document.createRange();
            range.setStart(node, index);
            range.setEnd(node, index + segment.length);
            const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
            const finding = `the word '${segment}' of ${describe(control)} is broken over ${lines.size} lines`;
            if (lines.size > 1 && !seen.has(finding)) {
              seen.add(finding);
              found.push(finding);
            }
          }
        }
      }

      // Tap targets: a link inside a sentence is exempt (WCAG 2.5.8 "inline"); a control drawn by its label (a
      // visually hidden checkbox) is measured by the label.
      for (const control of controls) {
        if (control instanceof HTMLLabelElement) continue;
        if (control.closest('[aria-roledescription="slide"][aria-hidden="true"]')) continue;
        if (control instanceof HTMLAnchorElement && getComputedStyle(control).display === 'inline') continue;
        const r = control.getBoundingClientRect();
        if (r.width < minTarget - 0.5 || r.height < minTarget - 0.5)
          found.push(
            `${describe(control)} is a ${Math.round(r.width)} x ${Math.round(r.height)} px target (under ${minTarget} x ${minTarget})`,
          );
        if (control.matches('.wk-button--primary') && r.height < minPrimary - 0.5)
          found.push(
            `the primary action ${describe(control)} is ${Math.round(r.height)} px high (under ${minPrimary})`,
          );
      }

      // Labels and their fields laid out together.
      for (const label of Array.from(scope.querySelectorAll('label'))) {
        const field = label.control;
        if (!field || !shown(label) || !shown(field) || label.contains(field)) continue;
        const a = label.getBoundingClientRect();
        const b = field.getBoundingClientRect();
        const dx = Math.max(0, Math.max(a.left, b.left) - Math.min(a.right, b.right));
        const dy = Math.max(0, Math.max(a.top, b.top) - Math.min(a.bottom, b.bottom));
        const gap = Math.hypot(dx, dy);
        if (gap > maxGap)
          found.push(`the label ${describe(label)} is ${Math.round(gap)} px away from its field`);
      }
      return found;
    },
    { locale: lang, minTarget: MIN_TARGET_PX, minPrimary: MIN_PRIMARY_PX, maxGap: MAX_LABEL_GAP_PX },
  );
}
