// Story tests: every story's play function plus an axe check, in Debian's Chromium on a 360 x 640 phone (a canvas
// no taller than the Storybook UI's beside its addon panel, so a region that scrolls there scrolls here too).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../../tools/presets/chromium.mjs';
import { vitestBase } from '../../tools/vitest/preset.ts';

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
        instances: [{ browser: 'chromium', viewport: { width: 360, height: 640 } }],
      },
    },
  }),
);
