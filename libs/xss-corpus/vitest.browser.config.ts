import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from '../../tools/presets/chromium.mjs';
import { vitestBase } from '../../tools/presets/vitest.ts';

// Chromium suite: the same corpus and inspector tests against a real browser's parser (no Node file system here).
export default mergeConfig(
  vitestBase('xss-corpus-browser'),
  defineConfig({
    test: {
      include: ['src/corpus.test.ts', 'src/xss-findings.test.ts'],
      testTimeout: 30_000,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: chromiumLaunchOptions() }),
        instances: [{ browser: 'chromium' }],
        screenshotFailures: false,
      },
    },
  }),
);
