import { defineConfig, mergeConfig } from 'vitest/config';
import { appViteConfig } from '../../tools/vite/app-vite-config';
import { vitestBase } from '../../tools/vitest/preset';

export default mergeConfig(
  mergeConfig(appViteConfig({ root: import.meta.dirname, port: 4200 }), vitestBase('thai-web')),
  defineConfig({ test: { environment: 'jsdom', include: ['src/**/*.test.ts'] } }),
);
