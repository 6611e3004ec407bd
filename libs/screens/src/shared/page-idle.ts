// When the page may start what its first screen does not need (the chat's socket and history, the service worker's
// registration, a video player): once it has loaded and the main thread is idle, or at the player's first tap or key
// (after that event's own handlers have run), whichever comes first. Until then a slow phone spends its main thread
// on the page and on answering taps, not on code nobody asked for yet.

/** The parts of `window` the wait uses (a fake one in tests). */
export interface IdlePage {
  document: { readyState: string };
  addEventListener(type: string, listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: () => void, options?: EventListenerOptions): void;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  setTimeout(handler: () => void, ms: number): unknown;
}

/** The first interactions that start the rest at once. */
const INTERACTIONS = ['pointerdown', 'keydown'] as const;
/** Longest wait for an idle moment after the load event, ms: a page that is never idle still starts the rest. */
export const IDLE_AFTER_LOAD_TIMEOUT_MS = 3000;

const started = new WeakMap<IdlePage, Promise<void>>();

/**
 * Resolves once the page is idle after its load event, or just after the first tap or key press; the same promise
 * for every caller of a page. Example: `void whenPageIdle(window).then(() => registerWorker())`.
 */
export function whenPageIdle(page: IdlePage): Promise<void> {
  let idle = started.get(page);
  if (!idle) {
    idle = new Promise<void>((resolve) => {
      const options = { capture: true, passive: true };
      const done = () => {
        for (const type of INTERACTIONS) page.removeEventListener(type, interacted, options);
        page.removeEventListener('load', loaded);
        resolve();
      };
      // In a later task: the tap's own handlers and their render come first.
      const interacted = () => void page.setTimeout(done, 0);
      const afterLoad = () =>
        page.requestIdleCallback
          ? page.requestIdleCallback(done, { timeout: IDLE_AFTER_LOAD_TIMEOUT_MS })
          : page.setTimeout(done, 0);
      const loaded = () => void afterLoad();
      for (const type of INTERACTIONS) page.addEventListener(type, interacted, options);
      if (page.document.readyState === 'complete') afterLoad();
      else page.addEventListener('load', loaded);
    });
    started.set(page, idle);
  }
  return idle;
}
