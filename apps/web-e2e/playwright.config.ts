// Browser tests of both apps, built for production and served by the real sandbox server (one per app).
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import type { AppOptions } from './src/fixtures';

const root = path.resolve(import.meta.dirname, '../..');
// The Thai build's sandbox port; the Laos build's is the next one. Set WEB_E2E_PORT when another run (or
// `npm run serve:thai`) already holds 4300/4301: a reused server would share (and reset) the other run's state.
const port = Number(process.env.WEB_E2E_PORT ?? 4300);
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// WALLET_APP_OUT_DIR: the builds of a parallel run live in <dir>/<app> instead of apps/<app>/dist.
const distOf = (app: string) =>
  process.env.WALLET_APP_OUT_DIR ? path.join(process.env.WALLET_APP_OUT_DIR, app) : `apps/${app}/dist`;

// Each build's sandbox plays its market (the Laos build's: any-length phone, LAK, Lao banks and texts).
function sandbox(app: string, appPort: number, market: 'thai' | 'laos') {
  return {
    command: `node --conditions=@wallet/source --import tsx apps/sandbox-api/src/main.ts --port ${appPort} --static ${distOf(app)} --market ${market}`,
    cwd: root,
    url: `http://127.0.0.1:${appPort}/api/lookup/info`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig<AppOptions>({
  testDir: './src',
  // Each app's tests share one sandbox and reset it, so they run one at a time.
  workers: 1,
  fullyParallel: false,
  // One retry, so a test that a busy CI machine times out once does not sink the run; `npm test`'s summary names
  // every test that needed it (flaky), so flakiness stays visible and gets fixed rather than hidden.
  retries: 1,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(root, '.reports/playwright/web-e2e.json') }]],
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'thai-web', use: { baseURL: `http://127.0.0.1:${port}`, defaultLocale: 'th' } },
    { name: 'laos-web', use: { baseURL: `http://127.0.0.1:${port + 1}`, defaultLocale: 'la' } },
  ],
  webServer: [sandbox('thai-web', port, 'thai'), sandbox('laos-web', port + 1, 'laos')],
});
