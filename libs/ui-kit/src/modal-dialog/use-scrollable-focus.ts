// A region that scrolls must be reachable by keyboard (WCAG 2.1.1; axe `scrollable-region-focusable`): while its
// content overflows and it holds nothing focusable, it takes a tab stop itself, so arrow keys can scroll it.
import { useLayoutEffect, type RefObject } from 'react';

const FOCUSABLE_INSIDE = 'a[href], button, input, select, textarea, iframe, [tabindex]:not([tabindex="-1"])';

export function useScrollableFocus(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const region = ref.current;
    if (!region) return undefined;
    const update = () => {
      const overflows = region.scrollHeight > region.clientHeight + 1;
      const reachable = region.querySelector(FOCUSABLE_INSIDE) !== null;
      if (overflows && !reachable) region.setAttribute('tabindex', '0');
      else region.removeAttribute('tabindex');
    };
    // The region's own size (the viewport, the dialog) and what it holds (a list that arrives after opening).
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    // A resize observer reports the region's size once at the next frame, before it is painted: the first check
    // comes from there, not from a layout forced in the middle of the dialog's opening (on a slow phone that task is
    // already long: the page made inert, the focus moved).
    if (resized) resized.observe(region);
    else update();
    const mutated = typeof MutationObserver === 'undefined' ? null : new MutationObserver(update);
    mutated?.observe(region, { childList: true, subtree: true, characterData: true });
    return () => {
      resized?.disconnect();
      mutated?.disconnect();
    };
  }, [ref]);
}
