import { defineConfig, mergeConfig } from 'vitest/config';
import { appViteConfig } from '../../tools/vite/app-vite-config.ts';
import { vitestBase } from '../../tools/presets/vitest.ts';
import { appConfig } from './src/app.config.ts';

export default mergeConfig(
  mergeConfig(
    appViteConfig({ root: import.meta.dirname, port: 4200, defaultLocale: appConfig.defaultLocale }),
    vitestBase('thai-web'),
  ),
  defineConfig({ test: { environment: 'jsdom', include: ['src/**/*.test.ts'] } }),
);
