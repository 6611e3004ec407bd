import { defineConfig, mergeConfig } from 'vitest/config';
import { vitestBase } from '../../tools/presets/vitest.ts';

export default mergeConfig(
  vitestBase('sandbox-api'),
  defineConfig({
    test: {
      environment: 'node',
      include: ['src/**/*.test.ts'],
      testTimeout: 20_000,
      // A sandbox's state lives in the app createSandboxApp returns (module-level values are caches: the document's
      // validator, sealed envelopes), so the files share a worker's module graph instead of loading the server, Hono
      // and the seed data once per file (the run 20 -> 11 s here).
      isolate: false,
    },
  }),
);
