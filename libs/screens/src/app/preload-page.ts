// Downloads a page's code (and its texts) ahead of the navigation to it: /login starts the player's landing page
// while the player types and while the login is on its way, so the page after a login is not a second wait of its own
// (on slow 4G: the player shell and home are some twenty files, three to four rounds of the browser's connections).
import { matchRoutes, type RouteObject } from 'react-router';
import type { AppRouteHandle } from './app-router';

/** Where a page is going to be preloaded: the router's routes and whether the browser is online. */
export interface PagePreloader {
  routes: readonly RouteObject[];
  isOnline(): boolean;
}

/**
 * Starts loading the lazy pages `href` matches (the router's own load of them, at the navigation, joins it or finds
 * them loaded). Nothing while offline: a failed download is left to the navigation, which shows its retry screen.
 * A failure here is dropped for the same reason (the navigation downloads the page again).
 */
export function preloadPage({ routes, isOnline }: PagePreloader, href: string): void {
  if (!isOnline()) return;
  for (const { route } of matchRoutes([...routes], href) ?? []) {
    const page = (route.handle as AppRouteHandle | undefined)?.page;
    if (page) void page.preload();
  }
}
