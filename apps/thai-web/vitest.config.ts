import { defineConfig, mergeConfig } from 'vitest/config';
import { appViteConfig } from '../../tools/vite/app-vite-config';
import { vitestBase } from '../../tools/presets/vitest';
import { appConfig } from './src/app.config';

export default mergeConfig(
  mergeConfig(
    appViteConfig({ root: import.meta.dirname, port: 4200, defaultLocale: appConfig.defaultLocale }),
    vitestBase('thai-web'),
  ),
  defineConfig({ test: { environment: 'jsdom', include: ['src/**/*.test.ts'] } }),
);
