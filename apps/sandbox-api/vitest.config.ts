import { defineConfig, mergeConfig } from 'vitest/config';
import { vitestBase } from '../../tools/vitest/preset.ts';

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
