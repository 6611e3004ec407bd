// A page as the build writes it, for the tests of what the browser does with it (hydration, the page's own scripts):
// rendered without the browser's globals, as at build time, then put into the test's document as the page's root.
import { vi } from 'vitest';
import { testAppConfig } from '../../testing/test-app-config';
import { PREFETCH_GLOBAL } from '../prefetch';
import { PRERENDER_ROUTES, prerenderPage } from '../prerender';

/** The prerendered page of `path` in the document (its root element) and its inline script (prefetch and early paint). */
export async function prerenderedPage(path: string): Promise<{ root: HTMLElement; script: string }> {
  const route = PRERENDER_ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`${path} is not prerendered`);
  const doc = document;
  vi.stubGlobal('document', undefined);
  vi.stubGlobal('localStorage', undefined);
  vi.stubGlobal('sessionStorage', undefined);
  const page = await prerenderPage(testAppConfig, route).finally(() => vi.unstubAllGlobals());
  const root = doc.createElement('div');
  // As the page's root element carries them: the app hydrates what the build rendered (renderWalletApp).
  root.dataset.prerendered = path;
  root.dataset.prerenderedFor = route.session;
  root.innerHTML = page.html;
  doc.body.append(root);
  return { root, script: page.prefetchScript };
}

/** After each test: the document, the storage, the page's prefetched calls and every stub and spy as they were. */
export function resetPrerenderedPage(): void {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  document.body.replaceChildren();
  delete (window as unknown as Record<string, unknown>)[PREFETCH_GLOBAL];
}
