// Downloads a page's code (and its texts) ahead of the navigation to it: /login starts the player's landing page
// while the player types and while the login is on its way, so the page after a login is not a second wait of its own
// (on slow 4G: the player shell and home are some twenty files, three to four rounds of the browser's connections).
import { matchRoutes, type DataRouteObject } from 'react-router';

/** Where a page is going to be preloaded: the router's routes and whether the browser is online. */
export interface PagePreloader {
  routes: readonly DataRouteObject[];
  isOnline(): boolean;
}

/**
 * Starts loading the lazy routes `href` matches (their modules are then in the browser's module map, so the router's
 * own load of them, at the navigation, finds them there). Nothing while offline: a failed download is left to the
 * navigation, which shows its retry screen. Errors are dropped here for the same reason.
 */
export function preloadPage({ routes, isOnline }: PagePreloader, href: string): void {
  if (!isOnline()) return;
  for (const { route } of matchRoutes([...routes], href) ?? []) {
    const { lazy } = route;
    if (typeof lazy === 'function') void Promise.resolve(lazy()).catch(() => undefined);
  }
}
