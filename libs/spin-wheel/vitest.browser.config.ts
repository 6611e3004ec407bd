import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { vitestBase } from '../../tools/vitest/preset';

/** Debian's Chromium with the project's standard flags (never a Playwright-downloaded browser). */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

// Browser suite: mounts the real canvas wheel in Chromium, spins it and checks where it rests.
export default mergeConfig(
  vitestBase('spin-wheel-browser'),
  defineConfig({
    // Pre-bundle React once so tests and Storybook's renderer share one copy (no mid-run re-optimisation).
    optimizeDeps: {
      include: [
        'react',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'react-dom',
        'react-dom/client',
        '@storybook/react-vite',
        'storybook/test',
      ],
    },
    resolve: { dedupe: ['react', 'react-dom'] },
    test: {
      include: ['src/**/*.browser.test.{ts,tsx}'],
      testTimeout: 30_000,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: chromiumLaunchOptions }),
        instances: [{ browser: 'chromium' }],
        screenshotFailures: false,
      },
    },
  }),
);
