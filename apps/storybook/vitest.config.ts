// Story tests: every story's play function plus an axe check, in Debian's Chromium at a 360 px phone width.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../../tools/presets/chromium.mjs';
import { vitestBase } from '../../tools/vitest/preset';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default mergeConfig(
  vitestBase('storybook'),
  defineConfig({
    plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
    test: {
      name: 'storybook',
      testTimeout: 30_000,
      // One story of 237 at random (a story still "preparing" at its play's first query) failed in a loaded clean-clone
      // run and passed alone: retried once until that race is found and fixed (see the closing note of that run).
      retry: 1,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: chromiumLaunchOptions() }),
        instances: [{ browser: 'chromium', viewport: { width: 360, height: 800 } }],
      },
    },
  }),
);
