// Notices a session the server has ended (expired, or revoked by a logout elsewhere) on a player page that makes no
// call of its own: the next call would say so, but a page left open may make none for minutes. Every
// SESSION_CHECK_MS without an answer from the server (while the page is visible and online), and when the page comes
// back into view, it reads the profile; a 401 there ends the session as any call's would (docs/product.md#session).
// A page busy with calls costs nothing more: any answer counts as proof the session holds.
import { SESSION_CHECK_MS } from '@wallet/domain';

/** What the watch needs from the page; injected so it runs without a browser in tests. */
export interface SessionWatchPage {
  /** True while the page is shown (`document.visibilityState === 'visible'`). */
  visible(): boolean;
  /** True while the browser thinks it is online. */
  online(): boolean;
  /** Calls `listener` when the page is shown again or the network comes back; returns the unsubscribe function. */
  onWake(listener: () => void): () => void;
  now(): number;
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** When the last answer of the server arrived (any call of the page), and one more read that asks. */
export interface SessionProbe {
  lastAnswerAt(): number;
  /** One read with the page's token; its 401 ends the session through the client's usual path. */
  check(): Promise<unknown>;
}

/** Starts watching; returns the stop function. One check at a time; failures other than 401 are left to the calls. */
export function startSessionWatch(page: SessionWatchPage, probe: SessionProbe): () => void {
  let checking = false;
  const tick = () => {
    if (checking || !page.visible() || !page.online()) return;
    if (page.now() - probe.lastAnswerAt() < SESSION_CHECK_MS) return;
    checking = true;
    probe
      .check()
      .catch(() => undefined)
      .finally(() => {
        checking = false;
      });
  };
  // Checked a few times per period, so an idle page notices within SESSION_CHECK_MS and a bit.
  const handle = page.setInterval(tick, SESSION_CHECK_MS / 4);
  const stopWake = page.onWake(tick);
  return () => {
    page.clearInterval(handle);
    stopWake();
  };
}

/** The browser's side of the watch. */
export function browserWatchPage(win: Window): SessionWatchPage {
  return {
    visible: () => win.document.visibilityState === 'visible',
    online: () => win.navigator.onLine,
    onWake(listener) {
      const onVisibility = () => {
        if (win.document.visibilityState === 'visible') listener();
      };
      win.document.addEventListener('visibilitychange', onVisibility);
      win.addEventListener('online', listener);
      return () => {
        win.document.removeEventListener('visibilitychange', onVisibility);
        win.removeEventListener('online', listener);
      };
    },
    now: () => Date.now(),
    setInterval: (run, ms) => win.setInterval(run, ms),
    clearInterval: (handle) => win.clearInterval(handle as number),
  };
}
