import { defineConfig, mergeConfig } from 'vitest/config';
import { vitestBase } from '../../tools/presets/vitest.ts';

// Unit tests of the bench's pure parts (the browser tests are Playwright's, under src/).
export default mergeConfig(
  vitestBase('web-e2e'),
  defineConfig({ test: { environment: 'node', include: ['bench/**/*.test.ts'] } }),
);
