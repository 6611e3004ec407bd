import { mountWalletApp } from '@wallet/screens';
import { appConfig } from './app.config';

mountWalletApp(document.getElementById('root'), appConfig, {
  origin: window.location.origin,
  // Production builds only (`npm start` serves no worker); the registration code loads after the app.
  registerServiceWorker:
    import.meta.env.PROD && 'serviceWorker' in navigator
      ? ({ onNeedRefresh }) =>
          // eslint-disable-next-line @nx/enforce-module-boundaries -- a Vite virtual module of vite-plugin-pwa, not a package
          import('virtual:pwa-register').then(({ registerSW }) => registerSW({ onNeedRefresh }))
      : undefined,
});
