// The production build's service worker, registered the same way by both apps: the app hands over vite-plugin-pwa's
// `virtual:pwa-register` loader (a Vite virtual module only an app's build has), the rest is decided here once.
import type { RegisterServiceWorker } from './app-updates';

/** The part of `virtual:pwa-register` (vite-plugin-pwa, vanilla) the app uses. */
export interface PwaRegisterModule {
  registerSW(options: { onNeedRefresh(): void; onNeedReload(): void }): () => Promise<void>;
}

/** What the registration needs of the page: its service worker container and a reload. */
export interface PwaPage {
  /** `navigator.serviceWorker`, absent where the browser has none. */
  serviceWorker?: { addEventListener(type: 'controllerchange', listener: () => void): void };
  reload(): void;
}

/**
 * The registration of the app's worker, or undefined where the browser has none. Example:
 * `pwaRegistration(() => import('virtual:pwa-register'), { serviceWorker: navigator.serviceWorker, reload })`.
 */
export function pwaRegistration(
  load: () => Promise<PwaRegisterModule>,
  page: PwaPage,
): RegisterServiceWorker | undefined {
  const { serviceWorker } = page;
  if (!serviceWorker) return undefined;
  // Its code loads after the app.
  return async ({ onNeedRefresh }) => {
    const { registerSW } = await load();
    let announced = false;
    return registerSW({
      onNeedRefresh() {
        // Once a new version waits, its taking over (from this tab or another) reloads this page, so old and new
        // chunks never mix. registerSW alone reloads only pages that a worker already controlled when they loaded.
        if (!announced) serviceWorker.addEventListener('controllerchange', () => page.reload());
        announced = true;
        onNeedRefresh();
      },
      onNeedReload: () => undefined,
    });
  };
}
