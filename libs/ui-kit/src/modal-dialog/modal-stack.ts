// Shared bookkeeping for stacked modals: which one is on top, and a counted body scroll lock.
const stack: symbol[] = [];
let lockCount = 0;
let savedOverflow = '';

/** Registers a newly opened modal on top of the stack. */
export function pushModal(id: symbol): void {
  stack.push(id);
}

/** Removes a modal wherever it is in the stack (closing order may differ from opening order). */
export function removeModal(id: symbol): void {
  const index = stack.lastIndexOf(id);
  if (index >= 0) stack.splice(index, 1);
}

/** Only the topmost modal reacts to Escape and keeps focus. */
export function isTopModal(id: symbol): boolean {
  return stack[stack.length - 1] === id;
}

/** Locks background scrolling while at least one modal is open. */
export function lockScroll(): void {
  if (lockCount === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  lockCount += 1;
}

/** Releases one lock; the page scrolls again when the last modal closes. */
export function unlockScroll(): void {
  lockCount = Math.max(0, lockCount - 1);
  if (lockCount === 0) document.body.style.overflow = savedOverflow;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, audio[controls], video[controls], [contenteditable]:not([contenteditable="false"]), [tabindex]:not([tabindex="-1"])';

/** Focusable elements inside a container in tab order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  );
}
