import { defineConfig, mergeConfig } from 'vitest/config';
import { vitestBase } from '../../tools/presets/vitest.ts';

export default mergeConfig(
  vitestBase('sandbox-api'),
  defineConfig({
    test: {
      environment: 'node',
      include: ['src/**/*.test.ts'],
      testTimeout: 20_000,
    },
  }),
);
