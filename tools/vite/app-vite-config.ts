// One Vite config for both apps: they differ only in their build config (src/app.config.ts) and port.
import path from 'node:path';
import { defineConfig, defaultClientConditions, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { getConfig } from '@lingui/conf';
import {
  backendOrigins,
  type Backends,
  type PolicySources,
} from '../../apps/sandbox-api/src/security-headers.ts';
import { deploymentHeaders } from './deployment-headers.ts';
import { deploymentRedirects } from './deployment-redirects.ts';
import { giftLinkKey } from './gift-link-key.ts';
import { precompress } from './precompress.ts';
import type { Locale } from '../../libs/domain/src/messages/locale.ts';
import { defaultLanguageTexts } from './default-language-texts.ts';
import { entryImports } from './entry-imports.ts';
import { sourceMapsApart } from './source-maps-apart.ts';
import { reactRouterProduction } from './react-router-production.ts';
import { prerenderPages } from './prerender.ts';
import { walletPwa, type PwaBuildConfig } from './pwa.ts';

const screensRoot = path.resolve(import.meta.dirname, '../../libs/screens');
/** The screens' Lingui config, handed to the macro so it works from any app folder. */
export const linguiConfig = getConfig({ cwd: screensRoot });
export const linguiMacro = ['@lingui/babel-plugin-lingui-macro', { linguiConfig }] as const;

/**
 * Fewer files on the way to the first render: on a slow 4G phone each costs a round trip, six at a time over HTTP/1.1.
 * Left to itself the bundler splits what the entry needs at start into small shared chunks (every module a lazy page
 * also imports: the JSX runtime, the modal stack, the spinner...), so `/login` waited for 10 files and a player page
 * for up to 30.
 * - everything the entry imports statically is one file, the entry (`/login`: entry and the bundler's runtime), the
 *   default language's texts included (default-language-texts.ts);
 * - the player shell is one file with what every player page needs beside it (the deposit watch's provider, the
 *   wallet's hooks, the money formatting): the bundler cannot tell that the pages and dialogs that also import them
 *   only ever load after the shell, so it gave each its own file (a player page: 3 files and 0.4-0.6 KB less); the
 *   loaders of the home dialogs are not in it: the home route loads them with its page, one module
 *   (app/home-route.tsx), so they are in the home page's file;
 * - what the money pages (home, bonus, spin) all start with beside the shell is one file (the query view and its
 *   skeleton, the money action and its unknown-result notice, the refusal text, the alert dialog's loader and its
 *   load-once, the rewards' hooks): each was a file of its own because a dialog imports it too (home 4 files less,
 *   bonus 5, spin 4; not the statement, which needs none of them at start);
 * - the small modules several first pages start with are in the entry (START_IN_ENTRY);
 * - another language's texts (the screens' catalogue and the domain's, always loaded together, with the map of its
 *   parts) are one file, named after the language (th, lo, en), downloaded when a player switches to it.
 */
const START_GROUPS = [
  { name: 'index', tags: ['$initial' as const], priority: 3 },
  {
    name: 'player-shell',
    test: /[\\/](?:screens[\\/]src[\\/]app[\\/]shells[\\/]player-shell\.tsx|screens[\\/]src[\\/]shared[\\/]money[\\/]use-money\.ts|api-client[\\/]src[\\/]react[\\/]wallet-hooks\.ts)$/,
    priority: 1,
  },
  {
    name: 'player-actions',
    test: /[\\/](?:api-client[\\/]src[\\/]react[\\/]reward-hooks\.ts|screens[\\/]src[\\/]shared[\\/](?:query-view[\\/]query-view\.tsx|refusal-text\.tsx|money[\\/](?:money-action\.ts|use-money-action\.ts|unknown-result-notice\.tsx)|alert-dialog[\\/]lazy-alert-dialog\.tsx|load-once\.ts)|ui-kit[\\/]src[\\/]skeleton[\\/]skeleton\.tsx)$/,
    includeDependenciesRecursively: false,
    priority: 1,
  },
  {
    name: (id: string) =>
      /[\\/]i18n[\\/](?:locales|domain-catalogs|language-catalogs)[\\/]([a-z]{2})\.(?:po|json|ts)$/.exec(
        id,
      )?.[1] ?? null,
    // The bundler's timing report names a group by this (its chunks are named by the function above).
    debugName: 'language-texts',
    priority: 2,
  },
];

/**
 * Small modules that several prerendered pages start with, carried in the entry (2.2 KB brotli in all) rather than in
 * files of their own. Each was a file of 0.2-0.6 KB, and on a first visit over HTTP/1.1 a file is a request that waits
 * for one of the origin's six connections behind the page's fonts and early reads, then 0.56 s of round trip at slow
 * 4G: home started with 12 files, bonus and spin with 9, and the app could not start before the last had arrived
 * (bench, DevTools throttling: bonus's last file, the count format, arrived at 3.0 s, 0.4 s after the entry).
 * Now home and bonus start with 6, register with 7, spin with 8 (7 since its prize dialog loads after the page,
 * features/spin/lazy-spin-prize-modal.tsx); the entry is 1.2 KB larger (what the files cost on their own is more than
 * they add to it compressed together).
 */
const START_IN_ENTRY = [
  'libs/screens/src/i18n/format-count.ts', // register, home, bonus
  'libs/domain/src/url/is-safe-url.ts', // contact, home, bonus
  'libs/domain/src/spin/spin-rules.ts', // home, spin
  'libs/screens/src/shared/use-bank-name.ts', // register, home
  'libs/domain/src/format/format-account-number.ts', // home and its dialogs
  'libs/domain/src/format/format-date-time.ts', // home, statement
  'libs/domain/src/validation/simple-forms.ts', // register, bonus (the promotion code's form)
  'libs/domain/src/refund/refund-rules.ts', // register, bonus (the notice's percentage)
].map((file) => path.resolve(import.meta.dirname, '../..', file));

export interface AppViteOptions {
  /** Folder of the app (its index.html and public/). */
  root: string;
  /** Dev server port: 4200 for the Thai app, 4201 for the Laos app. */
  port: number;
  /** Where the sandbox API listens in development (`npm start -- --api-port N` sets WALLET_API_TARGET). */
  apiTarget?: string;
  /** The app's default language (from its build config): its catalogues are in the entry. */
  defaultLocale: Locale;
  /** The build config the web app manifest and the service worker are made from (absent: neither, as in tests). */
  pwa?: PwaBuildConfig;
  /** Where the build's API and chat live (its app.config.ts): other origins join the policy's `connect-src`. */
  backends?: Backends;
  /** The operator's other hosts for the policy of dist/_headers: banner/logo images, game login forms. */
  csp?: Pick<PolicySources, 'images' | 'forms' | 'connect'>;
}

export function appViteConfig({
  root,
  port,
  apiTarget = process.env.WALLET_API_TARGET ?? 'http://127.0.0.1:3333',
  defaultLocale,
  pwa,
  backends,
  csp = {},
}: AppViteOptions): UserConfig {
  return defineConfig({
    root,
    plugins: [
      // The operator's gift-link key (WALLET_GIFT_LINK_PUBLIC_KEY), required by a production build; the demo key
      // only in sandbox mode, the dev server and tests.
      giftLinkKey(),
      react({ babel: { plugins: [[...linguiMacro]] } }),
      reactRouterProduction(),
      // Compiles the screens' .po catalogs at build; a missing translation fails the build.
      lingui({ cwd: screensRoot, failOnMissing: true, failOnCompileError: true }),
      defaultLanguageTexts(defaultLocale, path.join(root, 'src', 'main.tsx')),
      entryImports(path.join(root, 'src', 'main.tsx'), START_IN_ENTRY),
      // Guest pages and the player shell as HTML (writeBundle), before precompress (closeBundle) compresses them.
      prerenderPages({ screensRoot, babelPlugins: [[...linguiMacro]], defaultLocale }),
      // dist/_headers and dist/headers.json: each page's policy with its hashes (after the prerender, writeBundle).
      deploymentHeaders({ ...csp, connect: [...backendOrigins(backends), ...(csp.connect ?? [])] }),
      // dist/_redirects: /api, /socket.io, /uploads to the operator's API (WALLET_API_UPSTREAM), then the SPA fallback.
      deploymentRedirects(backends),
      // Hidden source maps, moved to dist-sourcemaps/ for an error tracker: none deployed.
      sourceMapsApart(),
      precompress(),
      pwa ? walletPwa(pwa) : [],
    ],
    resolve: { conditions: ['@wallet/source', ...defaultClientConditions] },
    server: {
      port,
      strictPort: true,
      host: '127.0.0.1',
      proxy: {
        '/api': { target: apiTarget, changeOrigin: true },
        '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
        // Chat and slip uploads are served by the API host.
        '/uploads': { target: apiTarget, changeOrigin: true },
      },
    },
    preview: { port, strictPort: true, host: '127.0.0.1' },
    build: {
      // WALLET_APP_OUT_DIR (a folder) gives each parallel build its own output, <dir>/<app folder name>.
      outDir: process.env.WALLET_APP_OUT_DIR
        ? path.join(process.env.WALLET_APP_OUT_DIR, path.basename(root))
        : 'dist',
      emptyOutDir: true,
      target: 'es2022',
      reportCompressedSize: false,
      rolldownOptions: { output: { codeSplitting: { groups: START_GROUPS } } },
    },
  });
}
