// Whether the browser is online, as one store: TanStack Query's online manager. Reads pause while offline and run
// again by themselves when the network returns; the offline notice and the "last synced" marks read the same flag.
import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

/** What the app hands in (the browser's `window`): the current flag and its online/offline events. */
export interface BrowserNetwork {
  navigator: { onLine: boolean };
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

/**
 * Makes the online flag follow the browser's, starting from its current value: TanStack's own listener assumes
 * online until an event says otherwise, so a reload while offline would send doomed requests instead of waiting.
 */
export function followBrowserNetwork(browser: BrowserNetwork): void {
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(browser.navigator.onLine);
    update();
    browser.addEventListener('online', update);
    browser.addEventListener('offline', update);
    return () => {
      browser.removeEventListener('online', update);
      browser.removeEventListener('offline', update);
    };
  });
}

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/** True while the browser is online; re-renders when it goes offline or comes back. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
