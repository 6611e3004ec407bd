// The route table of the pages rendered at build time. Data only (no React): the bundle budget check
// (tools/scripts/check-bundle-budget.mjs) reads the same list to check each page the build wrote.
import type { ApiPath } from '@wallet/api-client';
import type { EarlyPaintData } from '../shared/early-paint/early-paint-declaration';
import { paths } from '../shared/paths';
import { BONUS_EARLY_PAINT } from '../features/bonus/bonus-early-paint';
import { CONTACT_EARLY_PAINT } from '../features/contact/contact-early-paint';
import { HOME_EARLY_PAINT } from '../features/home/home-early-paint';
import { SPIN_EARLY_PAINT } from '../features/spin/spin-early-paint';

export interface PrerenderRoute {
  path: string;
  /** `player` pages are rendered as for a logged-in player whose data has not arrived yet (skeletons). */
  session: 'guest' | 'player';
  /** Source files (under libs/screens/src) of the route's lazy chunks: their CSS is inlined, their JS preloaded. */
  modules: string[];
  /**
   * GET calls the page makes as it starts, requested by the page itself before the app's scripts (see prefetch.ts).
   * Only what the page shows first: a path the app does not call is a wasted request, and over HTTP/1.1 each holds
   * one of the origin's six connections the app's scripts wait for. Not the shell's (the player and the chat's
   * switch): only the chat, which waits for the page to be idle, reads them.
   */
  prefetch?: readonly ApiPath<'get'>[];
  /** Public GET calls (`security: []`) the page makes as it starts: requested for a guest too (see prefetch.ts). */
  publicPrefetch?: readonly ApiPath<'get'>[];
  /**
   * What the page paints from those reads before the app has started: its feature's declaration, run by the one
   * early-paint script (shared/early-paint). Its reads must all be prefetched here.
   */
  earlyPaint?: EarlyPaintData;
  /**
   * The prerendered page a form submitted here leads to (login: home): its scripts are asked for as soon as the
   * player submits, even before the app has started, so they download while the app starts and sends the form.
   */
  submitLandsOn?: string;
}

const playerShell = 'app/shells/player-shell.tsx';

/** The guest screens and the player shell's main pages. */
export const PRERENDER_ROUTES: readonly PrerenderRoute[] = [
  { path: paths.login.getHref(), session: 'guest', modules: [], submitLandsOn: paths.user.home.getHref() },
  { path: paths.register.getHref(), session: 'guest', modules: ['features/register/register-page.tsx'] },
  { path: paths.howto.getHref(), session: 'guest', modules: ['features/howto/howto-page.tsx'] },
  {
    path: paths.contact.getHref(),
    session: 'guest',
    modules: ['features/contact/contact-page.tsx'],
    // The support details are the page's largest paint: requested and painted by the page before the app starts.
    publicPrefetch: ['/api/lookup/contact'],
    earlyPaint: CONTACT_EARLY_PAINT,
  },
  {
    path: paths.user.home.getHref(),
    session: 'player',
    // The home page is in the route's chunk (app/home-route.tsx): named too, as its folder says whose texts it shows.
    modules: [playerShell, 'features/home/home-page.tsx', 'app/home-route.tsx'],
    // Not the agreements: they are read only while the player has not ticked "remember" (agreement-modal.tsx).
    prefetch: ['/api/wallet', '/api/spinwheel/active'],
    // The balance is what a player comes for, and the page's largest text: painted as the wallet answers.
    earlyPaint: HOME_EARLY_PAINT,
  },
  {
    path: paths.user.bonus.getHref(),
    session: 'player',
    modules: [playerShell, 'features/bonus/bonus-page.tsx'],
    prefetch: ['/api/bonus', '/api/bonus/check/active', '/api/promotion/current', '/api/lookup/notice'],
    // The first card's banner is the page's largest paint: shown as the cards answer when nothing above will move.
    earlyPaint: BONUS_EARLY_PAINT,
  },
  {
    path: paths.user.spin.getHref(),
    session: 'player',
    modules: [playerShell, 'features/spin/spin-page.tsx'],
    prefetch: ['/api/spinwheel/setup', '/api/spinwheel/coupon'],
    // The spin button with the player's coins is the page's largest paint (the wheel is a canvas): painted as the
    // setup answers.
    earlyPaint: SPIN_EARLY_PAINT,
  },
  {
    path: paths.user.statement.getHref(),
    session: 'player',
    modules: [playerShell, 'features/statement/statement-page.tsx'],
    // The statement itself is a POST (its filters in the body): not prefetched.
  },
];
