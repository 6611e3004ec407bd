// Build-time render of the pages that can paint before any JavaScript runs (the apps' build writes them into
// dist/<path>/index.html). The same <WalletApp> and route table as in the browser, on a memory router, so the
// browser hydrates the markup without a change.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { STORAGE_KEYS } from '@wallet/domain';
import { parseAppConfig } from '../config/app-config';
import { activateLocale } from '../i18n/i18n';
import { createSessionStore } from '../shared/session-storage';
import { earlyPaintScript } from '../shared/early-paint/early-paint-script';
import { PREFETCH_GLOBAL, prefetchScript } from './prefetch';
import type { PrerenderRoute } from './prerender-routes';
/** The inline script's submit handling, with the names the app reads (see shared/forms/pending-submit.ts). */
export { PENDING_SUBMIT_SCRIPT } from '../shared/forms/pending-submit-script';
/** The global the early paint settles once it has asked for its high-priority image: the loader waits for it. */
export { EARLY_IMAGE_GLOBAL } from '../shared/early-paint/early-paint-script';
import { themeTokens } from './theme';
import { createWalletServices, WalletApp } from './wallet-app';
import { routerReady } from './app-router';

export { PRERENDER_ROUTES, type PrerenderRoute } from './prerender-routes';
export { FEATURES_WITH_TEXTS } from '../i18n/text-parts';
/** The build checks its config with it before it writes anything (the browser does not check it again). */
export { parseAppConfig };

/** A Storage kept in memory (the build has no browser storage). */
function memoryStorage(entries: Record<string, string>): Storage {
  const items = new Map(Object.entries(entries));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

export interface PrerenderedPage {
  /** The markup of the root element's content. */
  html: string;
  /**
   * The build's theme colours as a `:root` rule, for the page's inline stylesheet (what the browser sets again at
   * start). Not a `style` attribute: a strict CSP hashes `<style>` elements, attributes would need 'unsafe-hashes'.
   */
  rootCss: string;
  /**
   * Inline script that starts the page's first API reads before the app (empty when it has none), and paints what
   * the page declares it can from them (the route's `earlyPaint`).
   */
  prefetchScript: string;
}

/** Renders one route in the build's default language, as the browser's first render will show it. */
export async function prerenderPage(rawConfig: unknown, route: PrerenderRoute): Promise<PrerenderedPage> {
  const config = parseAppConfig(rawConfig);
  // A stand-in token: the player pages render their shell and skeletons; nothing is fetched at build time.
  const storage = memoryStorage(route.session === 'player' ? { [STORAGE_KEYS.token]: 'prerender' } : {});
  const services = createWalletServices(config, {
    initialEntries: [route.path],
    session: createSessionStore(storage, storage),
  });
  await Promise.all([activateLocale(services.i18n, config.defaultLocale), routerReady(services.router)]);
  const { prelude } = await prerender(
    <StrictMode>
      <WalletApp services={services} initialLocale={config.defaultLocale} />
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  const tokens = Object.entries(themeTokens(config.theme))
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');
  return {
    html,
    rootCss: `:root { ${tokens} }`,
    prefetchScript:
      prefetchScript({
        apiBaseUrl: config.apiBaseUrl,
        paths: route.prefetch ?? [],
        publicPaths: route.publicPrefetch ?? [],
        defaultLocale: config.defaultLocale,
      }) + earlyPaintOf(route),
  };
}

/** The route's early-paint script, or nothing; a declaration reading what the page does not prefetch is a mistake. */
function earlyPaintOf(route: PrerenderRoute): string {
  const paint = route.earlyPaint;
  if (!paint) return '';
  const prefetched: readonly string[] = [...(route.prefetch ?? []), ...(route.publicPrefetch ?? [])];
  const missing = paint.reads.filter((path) => !prefetched.includes(path));
  if (missing.length > 0)
    throw new Error(
      `${route.path}: early paint "${paint.name}" reads what is not prefetched: ${missing.join(', ')}`,
    );
  return earlyPaintScript(paint, PREFETCH_GLOBAL);
}
