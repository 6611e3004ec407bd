// What the prerender browser specs share: the routes that paint before JavaScript, watching a page's first heading,
// layout shifts and stylesheets, and opening a page with the app's entry script held back.
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, expect } from '../fixtures';
import { storeOnEveryLoad } from './stored';

export const GUEST_ROUTES = ['/login', '/register', '/howto', '/contact'];
export const PLAYER_ROUTES = ['/user/home', '/user/bonus', '/user/spin', '/user/statement'];

/**
 * Before the page's scripts run (readyState "interactive"), remembers the page's h1 element; and sums every
 * layout shift of the page's life (as CLS counts them: not right after an input).
 */
export async function watchPage(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const w = window as unknown as { firstHeading: Element | null; layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') w.firstHeading = document.querySelector('h1');
    });
  });
  return errors;
}

/**
 * Records the stylesheets the page asks for from now on; `check()` then expects none of them to be one the page has
 * inline already (each named by a disabled link, which the lazy chunks' loader takes as loaded), and the page to have
 * some inline (or the check would prove nothing).
 */
export function watchStylesheets(page: Page): { check: () => Promise<void> } {
  const requested: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'stylesheet') requested.push(new URL(req.url()).pathname);
  });
  return {
    check: async () => {
      const inline = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')].map(
          (link) => new URL(link.href).pathname,
        ),
      );
      expect(inline.length, 'stylesheets inlined in the page').toBeGreaterThan(0);
      expect(requested.filter((path) => inline.includes(path))).toEqual([]);
    },
  };
}

/** Whether React owns the page's h1 yet: false while the app's JavaScript has not run (the page as the build wrote it). */
export const reactOwnsHeading = (page: Page) =>
  page.evaluate(() => {
    const heading = document.querySelector('#root h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });

/** True once React owns the page's h1 and it is still the element the HTML arrived with (hydrated, not replaced). */
export async function expectHydratedInPlace(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const first = (window as unknown as { firstHeading: Element | null }).firstHeading;
        const now = document.querySelector('h1');
        return {
          arrivedWithHtml: first !== null,
          sameElement: first !== null && first === now,
          ownedByReact: now !== null && Object.keys(now).some((key) => key.startsWith('__reactFiber')),
        };
      }),
    )
    .toEqual({ arrivedWithHtml: true, sameElement: true, ownedByReact: true });
}

/**
 * The bar is CLS 0. Measured on these builds: 0.006-0.009, one shift while the regular Thai/Lao face replaces the
 * fallback (font-display: swap) in the first second; anything from the page itself (a late skeleton, a hydration
 * re-render) is far larger and fails this.
 */
export const MAX_LAYOUT_SHIFT = 0.01;

export const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

/**
 * Every load of the page as the demo player who accepted the agreement with "remember me" (its dialog would open over
 * the page after 1.5 s); returns the player's token.
 */
export async function storePlayerOnEveryLoad(page: Page, request: APIRequestContext): Promise<string> {
  const token = await apiToken(request);
  await storeOnEveryLoad(page, { token, agreement: 'true' });
  return token;
}

/** The requests the page sends from now on whose path `keep` accepts, as "METHOD /path", in order. */
export function recordRequests(page: Page, keep: (path: string) => boolean): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (keep(pathname)) sent.push(`${request.method()} ${pathname}`);
  });
  return sent;
}

/**
 * Opens a prerendered page (/login unless told) with the app's entry script held back (the page painted, no
 * JavaScript of the app yet), as on a slow phone; the returned function lets the script through.
 */
export async function openWithAppHeldBack(page: Page, route = '/login'): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // Not waiting for "load": a script the page adds before that event holds it back.
  await page.goto(route, { waitUntil: 'domcontentloaded' });
  return release;
}
