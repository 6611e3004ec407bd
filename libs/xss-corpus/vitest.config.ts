import { defineConfig, mergeConfig } from 'vitest/config';
import { vitestBase } from '../../tools/presets/vitest.ts';

// jsdom suite: the corpus, the generated module against the .txt lists, and every check of the inspector.
export default mergeConfig(
  vitestBase('xss-corpus'),
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.ts'],
    },
  }),
);
