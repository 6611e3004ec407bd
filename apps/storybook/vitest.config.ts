// Story tests: every story's play function, an axe check and the no-network, no-error check, in Debian's Chromium.
// The canvas is the UI's: the Vitest addon sizes the page to the story's viewport global before each story
// (.storybook/phone-viewport.ts: 360 x 640 unless a story picks another), as the UI sizes its preview frame.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../../tools/presets/chromium.mjs';
import { vitestBase } from '../../tools/presets/vitest.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default mergeConfig(
  vitestBase('storybook'),
  defineConfig({
    plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
    test: {
      name: 'storybook',
      testTimeout: 30_000,
      // All story files in one page, one after the other: Storybook renders each story into a fresh root, and the
      // preview (kit styles, the in-browser sandbox, the screens) loads once instead of once per file (setup 145 s ->
      // 10 s; with axe collecting only violations in full, the whole run 383 s -> about 145 s).
      isolate: false,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: chromiumLaunchOptions() }),
        // No viewport here: the addon sets each story's own before it runs.
        instances: [{ browser: 'chromium' }],
      },
    },
  }),
);
