// Watching what the page sends, without touching it: counting requests to one operation and waiting for the
// network to go quiet. Used by the money-safety helpers and the accessibility harness.
import { setTimeout as delay } from 'node:timers/promises';
import type { Page, Request } from '@playwright/test';

/** One operation of the API: the HTTP method and the URL path (exact string, or a pattern for path parameters). */
export interface RequestMatch {
  method: string;
  path: string | RegExp;
}

export function matchesRequest(request: Request, match: RequestMatch): boolean {
  if (request.method() !== match.method.toUpperCase()) return false;
  const { pathname } = new URL(request.url());
  return typeof match.path === 'string' ? pathname === match.path : match.path.test(pathname);
}

export function describeMatch(match: RequestMatch): string {
  return `${match.method.toUpperCase()} ${String(match.path)}`;
}

export interface SettleOptions {
  /** How long no request may start or end before the network counts as settled (default 500 ms). */
  quietMs?: number;
  /** Give up (and fail, naming the requests still open) after this long (default 15 s). */
  timeoutMs?: number;
}

/**
 * Requests that stay open by design and are never waited for: socket.io's long-polling transport (a poll is held
 * open for up to 25 s) and its upgrade. Everything else the page sends is waited for.
 */
const LONG_LIVED: readonly RegExp[] = [/\/socket\.io\//];

export interface NetworkWatch {
  /** Every request the page sent since the watch began that matches `match`, in order. */
  sent(match: RequestMatch): Request[];
  /** Resolves once nothing has been open and nothing has started or ended for `quietMs`. */
  settled(options?: SettleOptions): Promise<void>;
  /** Stops listening; the requests seen so far stay readable. */
  stop(): void;
}

/**
 * Starts observing the page's requests (page.on events only: nothing is routed, delayed or altered). Begin the watch
 * before the action, so requests already open when `settled` is called are known.
 */
export function watchNetwork(page: Page): NetworkWatch {
  const all: Request[] = [];
  const open = new Set<Request>();
  let lastActivity = Date.now();
  const longLived = (r: Request) => LONG_LIVED.some((re) => re.test(r.url()));
  const onRequest = (r: Request) => {
    all.push(r);
    if (!longLived(r)) open.add(r);
    lastActivity = Date.now();
  };
  const onDone = (r: Request) => {
    open.delete(r);
    lastActivity = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);

  return {
    sent: (match) => all.filter((r) => matchesRequest(r, match)),
    async settled({ quietMs = 500, timeoutMs = 15_000 } = {}) {
      const start = Date.now();
      for (;;) {
        const now = Date.now();
        if (open.size === 0 && now - lastActivity >= quietMs) return;
        if (now - start > timeoutMs) {
          const pending = [...open].map((r) => `${r.method()} ${r.url()}`).join(', ');
          throw new Error(
            `the network did not settle within ${timeoutMs} ms; still open: ${pending || 'none'}`,
          );
        }
        await delay(50);
      }
    },
    stop() {
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onDone);
    },
  };
}

/** Waits for the network to settle from now on (requests opened before this call are seen only once they end). */
export async function waitForNetworkSettled(page: Page, options?: SettleOptions): Promise<void> {
  const watch = watchNetwork(page);
  try {
    await watch.settled(options);
  } finally {
    watch.stop();
  }
}
