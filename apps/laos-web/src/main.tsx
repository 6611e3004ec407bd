import { mountWalletApp, type RegisterServiceWorker } from '@wallet/screens';
import { appConfig } from './app.config';

/** The production build's service worker (vite-plugin-pwa); its code loads after the app. */
const registerServiceWorker: RegisterServiceWorker = async ({ onNeedRefresh }) => {
  // eslint-disable-next-line @nx/enforce-module-boundaries -- a Vite virtual module of vite-plugin-pwa, not a package
  const { registerSW } = await import('virtual:pwa-register');
  let announced = false;
  return registerSW({
    onNeedRefresh() {
      // Once a new version waits, its taking over (from this tab or another) reloads this page, so old and new
      // chunks never mix. registerSW alone reloads only pages that a worker already controlled when they loaded.
      if (!announced)
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload());
      announced = true;
      onNeedRefresh();
    },
    onNeedReload: () => undefined,
  });
};

mountWalletApp(document.getElementById('root'), appConfig, {
  origin: window.location.origin,
  // Another tab logged in as someone else: this tab starts again as that player.
  reload: () => window.location.reload(),
  // `npm start` serves no worker.
  registerServiceWorker:
    import.meta.env.PROD && 'serviceWorker' in navigator ? registerServiceWorker : undefined,
});
