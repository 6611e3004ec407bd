import { defineConfig, mergeConfig } from 'vitest/config';
import { vitestBase } from '../../tools/presets/vitest.ts';

export default mergeConfig(
  vitestBase('chat-sdk'),
  defineConfig({
    test: {
      environment: 'node',
      include: ['src/**/*.test.{ts,tsx}'],
      // Real sockets and servers on a shared 2-core machine: allow for scheduling delays.
      testTimeout: 30_000,
    },
  }),
);
