import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions as chromiumPreset } from '../../tools/presets/chromium.mjs';
import { vitestBase } from '../../tools/presets/vitest.ts';

/** The project's Chromium and flags (tools/presets/chromium.mjs): never a Playwright-downloaded browser. */
export const chromiumLaunchOptions = chromiumPreset();

// Browser suite: mounts the real canvas wheel in Chromium, spins it and checks where it rests.
export default mergeConfig(
  vitestBase('spin-wheel-browser'),
  defineConfig({
    // Pre-bundle React once (no mid-run re-optimisation).
    optimizeDeps: {
      include: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client'],
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
