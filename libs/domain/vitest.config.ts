import { defineConfig, mergeConfig } from 'vitest/config';
import { vitestBase } from '../../tools/vitest/preset';

export default mergeConfig(
  vitestBase('domain'),
  defineConfig({
    test: {
      environment: 'node',
      include: ['src/**/*.test.{ts,tsx}'],
    },
  }),
);
