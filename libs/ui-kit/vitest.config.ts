import { defineConfig, mergeConfig } from 'vitest/config';
import { vitestBase } from '../../tools/presets/vitest.ts';

export default mergeConfig(
  vitestBase('ui-kit'),
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['../../tools/presets/jsdom-dialog.ts', './src/testing/setup.ts'],
      css: false,
      // The components keep no module state between files: one jsdom per worker instead of one per file halves the run.
      isolate: false,
    },
  }),
);
