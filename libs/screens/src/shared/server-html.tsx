// Server HTML on a page that starts without the sanitizer (DOMPurify, ~10 KB): its chunk is requested when a component
// that shows server HTML mounts, and the HTML shows only once it has gone through it, never raw before. A page whose
// layout depends on that HTML waits for `useSanitizer().settled` before showing it, so nothing moves when it arrives.
import { useEffect, useSyncExternalStore, type ComponentType } from 'react';
import type { SanitizedHtmlProps } from '@wallet/ui-kit';

interface SanitizerState {
  /** The kit's `SanitizedHtml`, once its chunk is here. */
  Html: ComponentType<SanitizedHtmlProps> | undefined;
  /** Loaded, or failed to load (offline): nothing to wait for any more; without `Html` the HTML is left out. */
  settled: boolean;
}

const NOT_LOADED: SanitizerState = { Html: undefined, settled: false };
let state = NOT_LOADED;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function load(): void {
  loading ??= import('@wallet/ui-kit/sanitized-html').then(
    ({ SanitizedHtml }) => {
      state = { Html: SanitizedHtml, settled: true };
      for (const listener of listeners) listener();
    },
    () => {
      // Tried again by the next component that needs it.
      loading = undefined;
      state = { Html: undefined, settled: true };
      for (const listener of listeners) listener();
    },
  );
}

/**
 * Starts loading the sanitizer before any component asks: a page whose first screen holds server HTML (the bonus
 * cards' banners) calls it as its code is evaluated, so the chunk travels beside the page's own instead of after its
 * first render. Nothing happens outside a browser (the build-time prerender).
 */
export function preloadSanitizer(): void {
  if (typeof window !== 'undefined') load();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The sanitizer, requested when the calling component mounts (the prerender and hydration see it not loaded). */
export function useSanitizer(): SanitizerState {
  useEffect(load, []);
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => NOT_LOADED,
  );
}

/** `SanitizedHtml` whose sanitizer loads with the first HTML to show; nothing is shown until it has. */
export function ServerHtml(props: SanitizedHtmlProps) {
  const { Html } = useSanitizer();
  return Html ? <Html {...props} /> : null;
}
