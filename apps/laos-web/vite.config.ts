import { appViteConfig } from '../../tools/vite/app-vite-config.ts';
// Type-only import of the screens, so the build config can be read here without the app's code.
import { appConfig } from './src/app.config.ts';

export default appViteConfig({
  root: import.meta.dirname,
  port: 4201,
  defaultLocale: appConfig.defaultLocale,
  pwa: appConfig,
  backends: appConfig,
});
