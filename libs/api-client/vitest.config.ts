import { defineConfig, mergeConfig } from 'vitest/config';
import { vitestBase } from '../../tools/presets/vitest.ts';

export default mergeConfig(
  vitestBase('api-client'),
  defineConfig({
    test: {
      // Node by default; React hook tests opt into jsdom with a `@vitest-environment jsdom` comment.
      environment: 'node',
      include: ['src/**/*.test.{ts,tsx}'],
      // Type tests of the public generics (`*.test-d.ts`) run with the unit tests.
      typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    },
  }),
);
