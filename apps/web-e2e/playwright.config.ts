// Browser tests of both apps, built for production and served by the real sandbox. Each worker starts its own
// sandbox (its own port and state: see `sandboxServer` in src/fixtures.ts), so tests run in parallel and never
// share or reset each other's state. A worker keeps its browser context warm between tests (the app's files in its
// HTTP cache, storage and routes reset: `context` in src/fixtures.ts); first-visit tests ask for a fresh one.
//
// What runs where: every test runs on the Thai build; the Laos build runs what differs by market or build config
// (tests tagged @laos: default language, phone rule, currency, banks, QR minimums, how games open, its prerendered
// pages and headers, a login-to-home smoke; and issue 27's live deposits and request counts, which it asks of both
// builds) and the screen sweep (sweep.spec.ts) in Lao.
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { LOCALES } from '@wallet/domain';
import { chromiumLaunchOptions } from '../../tools/presets/chromium.mjs';
import type { AppOptions, BuildOptions } from './src/fixtures';

const root = path.resolve(import.meta.dirname, '../..');

// WALLET_APP_OUT_DIR: the builds of a parallel run live in <dir>/<app> instead of apps/<app>/dist.
const distOf = (app: string) =>
  path.resolve(
    root,
    process.env.WALLET_APP_OUT_DIR ? path.join(process.env.WALLET_APP_OUT_DIR, app) : `apps/${app}/dist`,
  );

export default defineConfig<AppOptions & BuildOptions>({
  testDir: './src',
  // Three workers on the 2-core CI machine (E2E_WORKERS to change it), each its own Chromium and sandbox: the tests
  // wait on their sandbox, timers and the network for part of their time: two workers left 22% of the CPU idle, three
  // leave 9% (the suite 10.9 -> 9.3 min on a quiet machine, 2026-11-29, no test near its timeout).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  fullyParallel: true,
  // One retry, so a test that a busy CI machine times out once does not sink the run; `npm test`'s summary names
  // every test that needed it (flaky), so flakiness stays visible and gets fixed rather than hidden.
  retries: 1,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(root, '.reports/playwright/web-e2e.json') }]],
  use: {
    ...devices['Pixel 7'],
    // A phone's CSS viewport, touch and user agent, drawn at 1 device pixel per CSS pixel: layout, text wrapping and
    // hit testing are the same as at Pixel 7's 2.625, and Chromium's software rasteriser paints 7x fewer pixels.
    deviceScaleFactor: 1,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    // Recording a trace (DOM snapshots and screenshots of every action) costs every test; a failure is retried once
    // with the trace on, which is what a reader of a failed run opens.
    trace: 'on-first-retry',
    // No service worker, as on a first visit before it installs: its precache (some 150 files, fetched and stored on
    // every test's first visit) was about 30% of the suite's CPU on a 2-core machine. The PWA specs (pwa.spec.ts,
    // pwa-offline.spec.ts) allow it and check what it does: the precache, updates, offline reloads.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'thai-web',
      use: {
        appDist: distOf('thai-web'),
        market: 'thai',
        defaultLocale: 'th',
        sweepLocales: [...LOCALES],
      },
    },
    {
      name: 'laos-web',
      grep: /@laos/,
      use: { appDist: distOf('laos-web'), market: 'laos', defaultLocale: 'la', sweepLocales: ['la'] },
    },
  ],
});
