import { defineConfig, mergeConfig } from 'vitest/config';
import { vitestBase } from '../../tools/presets/vitest.ts';

// Every business rule lives here, so every branch must be exercised: `npm test` fails below 100%.
export default mergeConfig(
  vitestBase('domain'),
  defineConfig({
    test: {
      environment: 'node',
      include: ['src/**/*.test.{ts,tsx}'],
      // The machine is shared by several engineers; property tests must not fail on a slow moment.
      testTimeout: 30_000,
      // Pure functions, no module state: the files share a worker's module graph instead of loading it once per file
      // (the run 12 -> 4.3 s here).
      isolate: false,
      coverage: {
        provider: 'v8',
        include: ['src/**/*.ts'],
        exclude: ['src/**/*.test.ts'],
        reporter: ['text-summary', 'text'],
        reportsDirectory: './coverage',
        thresholds: { branches: 100, functions: 100, lines: 100, statements: 100 },
      },
    },
  }),
);
