// The security headers the sandbox serves: the reference for an operator's CDN (README "Security headers").
// Browser-safe (no Node module): the app core uses the /api part, the static server the document part.
import type { MiddlewareHandler } from 'hono';

/** Sent with everything: the path and query of the app's URLs never leave for another origin. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Sources a build needs beyond its own origin (an operator's API, chat, image and game hosts). */
export interface PolicySources {
  /** `sha256-...` hashes of the inline scripts of index.html (a Vite build has none). */
  scriptHashes?: readonly string[];
  /** `sha256-...` hashes of the inline `<style>` elements of a prerendered page (its critical CSS). */
  styleHashes?: readonly string[];
  /** API and chat backend origins (`https://api.example`, `wss://chat.example`). */
  connect?: readonly string[];
  /** Where the server's banners, logos and QR images live (a CDN origin). */
  images?: readonly string[];
  /** Game sites whose login forms the app posts (JOKER, SLOTXO, UFABET). */
  forms?: readonly string[];
}

/**
 * The app's Content-Security-Policy. Same origin only unless told otherwise:
 * - scripts: the built files (no inline script unless hashed, no eval);
 * - styles: the built CSS files and a prerendered page's own inline `<style>` (by hash); React `style` props are set
 *   through the CSSOM, which a CSP does not govern, so neither `'unsafe-inline'` nor `style-src-attr` is needed (a
 *   prerendered page carries no `style` attribute);
 * - connect: the API and the chat socket (`'self'` covers same-origin ws:/wss:);
 * - images: the server's banners, logos and QR (the sandbox rewrites them to its own /__assets), `data:` and the
 *   `blob:` previews of picked slips and chat media; media: the how-to videos and chat videos;
 * - frames and forms: the stand-in game sites at /__games (games open in a tab or the same window, never framed);
 * - nothing may frame the app (clickjacking on money buttons), no plugin, no `<base>`.
 */
export function contentSecurityPolicy(sources: PolicySources = {}): string {
  const list = (...values: (readonly string[] | string)[]) => values.flat().join(' ');
  const quoted = (hashes: readonly string[] = []) => hashes.map((hash) => `'${hash}'`);
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", quoted(sources.scriptHashes))}`,
    `style-src ${list("'self'", quoted(sources.styleHashes))}`,
    `img-src ${list("'self'", 'data:', 'blob:', sources.images ?? [])}`,
    `media-src 'self' blob:`,
    `font-src 'self'`,
    `connect-src ${list("'self'", sources.connect ?? [])}`,
    `frame-src 'self'`,
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `form-action ${list("'self'", sources.forms ?? [])}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** Headers of the app's HTML (index.html and every SPA route): revalidated on each visit. */
export function documentHeaders(sources: PolicySources = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(sources),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': REFERRER_POLICY,
    'Cache-Control': 'no-cache',
  };
}

/**
 * Headers of the stand-in game pages (/__games): a page of its own that runs and loads nothing, that no site may
 * frame (games open in a tab or the same window), kept out of caches (it lists the credentials that arrived).
 */
export const GAME_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy':
    "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': REFERRER_POLICY,
  'Cache-Control': 'no-store',
};

/** Headers of every /api answer: balances and personal data are never stored by a browser or proxy. */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': REFERRER_POLICY,
  // An answer opened as a page runs and loads nothing and cannot be framed.
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

/** Sets `headers` on the answer, copying it first when its headers are immutable (a redirect's). */
function withHeaders(response: Response, headers: Readonly<Record<string, string>>): Response {
  let out = response;
  try {
    for (const [name, value] of Object.entries(headers)) out.headers.set(name, value);
  } catch {
    out = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) out.headers.set(name, value);
  }
  return out;
}

/** Sets API_HEADERS on every answer of the routes it guards, errors and test faults included. */
export function apiHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const out = withHeaders(c.res, API_HEADERS);
    if (out !== c.res) c.res = out;
  };
}

/** Sets GAME_PAGE_HEADERS on every answer of the routes it guards. */
export function gamePageHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const out = withHeaders(c.res, GAME_PAGE_HEADERS);
    if (out !== c.res) c.res = out;
  };
}

/** nosniff and the referrer policy on every answer of the sandbox (game stand-ins, demo assets, uploads too). */
export function baseHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const out = withHeaders(c.res, {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': REFERRER_POLICY,
    });
    if (out !== c.res) c.res = out;
  };
}
