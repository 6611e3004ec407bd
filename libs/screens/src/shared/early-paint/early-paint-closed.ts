// The app's side of the early paints (early-paint-script.ts): the page global it sets as it takes the page over.
// A module of its own: the entry imports it, not the interpreter and the rules it carries for the prerender.

/**
 * The page global the app sets at its first commit (`closeEarlyPaint`): from then on what the page shows is the app's,
 * and an early paint whose read answers later writes nothing (before it, the script writes into the page being
 * hydrated, which keeps what it wrote). Else it could show its part a moment before
 * the app's own render of the same answer took away what stood above it (the contact card appeared under the app's
 * loader, then moved up by the loader's 80 px: a layout shift of 0.04 to 0.1).
 */
export const EARLY_PAINT_CLOSED_GLOBAL = '__walletEarlyPaintClosed';

/** Ends the page's early paints: the app has committed its first render (see EARLY_PAINT_CLOSED_GLOBAL). */
export function closeEarlyPaint(page: Record<string, unknown>): void {
  page[EARLY_PAINT_CLOSED_GLOBAL] = true;
}
