import { defineConfig, mergeConfig } from 'vitest/config';
import { vitestBase } from '../../tools/presets/vitest.ts';

// Node suite: pure geometry, motion, label fitting and the import-safety check. Canvas tests run in vitest.browser.config.ts.
export default mergeConfig(
  vitestBase('spin-wheel'),
  defineConfig({
    test: {
      environment: 'node',
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: ['src/**/*.browser.test.{ts,tsx}'],
      // Property tests run thousands of cases; 2 cores are shared by the whole team.
      testTimeout: 30_000,
    },
  }),
);
