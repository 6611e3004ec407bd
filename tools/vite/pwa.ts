// The installable app: a web app manifest made from the build config and a Workbox service worker that precaches
// the shell and the hashed assets. The screens register the worker themselves (mountWalletApp, through the app's
// `virtual:pwa-register` loader), so they can show a translated "new version" prompt.
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { toBcp47, type Locale } from '../../libs/domain/src/messages/locale.ts';

/** The part of an app's build config (apps/*\/src/app.config.ts) the manifest is made from. */
export interface PwaBuildConfig {
  appName: string;
  /** Name under the home-screen icon; `appName` when absent. */
  shortName?: string;
  defaultLocale: Locale;
  theme: { brand: string };
}

/** The kit's page background (libs/ui-kit theme token --wk-color-bg): the splash screen fades into the page. */
const PAGE_BACKGROUND = '#f4f2fb';

/**
 * Requests the worker must leave to the network: the API, the realtime socket, uploads and the sandbox's test and
 * stand-in game pages. Matched against navigations only (the worker has no other route than its precache).
 */
export const NETWORK_ONLY_PATHS = [/^\/api(?:\/|$)/, /^\/socket\.io(?:\/|$)/, /^\/uploads\//, /^\/__/];

/** `login/index.html` -> `login` (the URL a player navigates to); the shell's own `index.html` stays. */
export function servedAtItsRoute<T extends { url: string }>(entry: T): T {
  const route = /^(.+)\/index\.html$/.exec(entry.url)?.[1];
  return route === undefined ? entry : { ...entry, url: route };
}

export function walletPwa(build: PwaBuildConfig): Plugin[] {
  const themeColour = build.theme.brand;
  return [
    ...VitePWA({
      // A new deployment waits until the player accepts the translated prompt (no mixed old/new chunks).
      registerType: 'prompt',
      injectRegister: false,
      // `npm start` serves no worker: the dev server's modules are not precached and never go stale.
      devOptions: { enabled: false },
      // The icons and the favicon are precached by the glob below (once).
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: build.appName,
        short_name: build.shortName ?? build.appName,
        lang: toBcp47(build.defaultLocale),
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: themeColour,
        background_color: PAGE_BACKGROUND,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The shell and every hashed asset (sourcemaps and the .br/.gz variants stay out).
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // A prerendered route's page (`login/index.html`) is precached under its route (`login`), as the server
        // serves it, so an offline or repeat visit of /login gets the prerendered page, not the bare shell.
        manifestTransforms: [async (entries) => ({ manifest: entries.map(servedAtItsRoute), warnings: [] })],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: NETWORK_ONLY_PATHS,
        // No runtime caching at all: /api and /socket.io always reach the network, never a cache.
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        // The first install controls the page at once; an update waits for the prompt (skipWaiting stays off).
        clientsClaim: true,
        skipWaiting: false,
        inlineWorkboxRuntime: true,
        sourcemap: false,
      },
    }),
    {
      // The browser bar takes the same colour as the top bar and the manifest: the build's brand.
      name: 'wallet-theme-color',
      transformIndexHtml: (html) =>
        html.replace(/(<meta name="theme-color" content=")[^"]*(")/, `$1${themeColour}$2`),
    },
  ];
}
