// The bars' own controls lie side by side: no two overlap (none pushed under a neighbour, e.g. the support chat's
// launcher docked in the top bar under the language chooser). Checked while no dialog is open (the bars are then
// under it).
import type { Page } from '@playwright/test';

/** Every pair of controls of a top or bottom bar that overlap, as readable findings; empty when all lie apart. */
export async function findBarOverlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const dialogs = Array.from(document.querySelectorAll<HTMLElement>('dialog[open], [role="dialog"]'));
    if (dialogs.some((d) => d.checkVisibility())) return found;
    const describe = (el: Element): string => {
      const name = (el.getAttribute('aria-label') || el.textContent || '').replace(/\s+/g, ' ').trim();
      return `${el.tagName.toLowerCase()} '${name.slice(0, 40)}'`;
    };
    const shown = (el: HTMLElement): boolean => {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      if (el.closest('[aria-hidden="true"], [inert], .wk-visually-hidden')) return false;
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1;
    };
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>(
        ':is(header, nav) :is(button, a[href], [role="button"], [role="tab"], [role="radio"], [role="option"], [role="checkbox"], select)',
      ),
    ).filter(shown);
    controls.forEach((a, i) => {
      for (const b of controls.slice(i + 1)) {
        if (a.contains(b) || b.contains(a)) continue;
        const ra = a.getBoundingClientRect();
        const rb = b.getBoundingClientRect();
        const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (w > 1 && h > 1)
          found.push(
            `${describe(a)} and ${describe(b)} of a bar overlap (${Math.round(w)} x ${Math.round(h)} px)`,
          );
      }
    });
    return found;
  });
}
