// The security headers of the app and the sandbox (README "Security headers"): the app's policy and the rules each
// build writes for its CDN (dist/_headers and dist/headers.json, by tools/vite/deployment-headers.ts), which the
// sandbox's static serving reads back; the headers of the sandbox's /api and test pages.
// Browser-safe (no Node module): the app core uses the /api part, the build the document part.
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

/** Where a build's API and chat live (its app.config.ts: `''` is the app's own origin). */
export interface Backends {
  apiBaseUrl: string;
  chatBackendUrl?: string;
}

/** The origins of a build's API and chat when they are not its own, with the socket's `wss:` (or `ws:`) too. */
export function backendOrigins(backends: Backends | undefined): string[] {
  const origins = new Set<string>();
  for (const url of [backends?.apiBaseUrl, backends?.chatBackendUrl]) {
    if (!url) continue;
    const { origin, protocol, host } = new URL(url);
    origins.add(origin);
    if (url === backends?.chatBackendUrl) origins.add(`${protocol === 'https:' ? 'wss' : 'ws'}://${host}`);
  }
  return [...origins];
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

/** Sent by the HTTPS origin: browsers ignore it over plain HTTP (the sandbox), so it is safe to send everywhere. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';
/** Cache policy of the build's hashed assets (`/assets/*`): their names change with their bytes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * One rule of a build's headers file (`dist/_headers`, `dist/headers.json`), in the format of Netlify's and
 * Cloudflare Pages' `_headers`: the headers of every request whose path matches `path` (`*` matches anything, `/*`
 * every path). Every matching rule applies, in file order. `detach` lists headers an earlier, broader rule set that
 * this one replaces (Cloudflare's `! Name` line; Netlify ignores that line and lets the later rule win).
 */
export interface HeaderRule {
  path: string;
  detach?: string[];
  headers: Record<string, string>;
}

/** What a build writes as `dist/headers.json` (the same rules as `dist/_headers`). */
export interface HeadersFile {
  version: 1;
  rules: HeaderRule[];
}

/** The hashes of one HTML file of a build: what its policy must let run (scripts) and apply (styles). */
export interface PageHashes {
  /** The page's path in the build, `index.html` or `login/index.html`. */
  file: string;
  scriptHashes: readonly string[];
  styleHashes: readonly string[];
}

/** The URL paths a static host answers with `file`: `login/index.html` -> /login, /login/, /login/index.html. */
export function pathsOf(file: string): string[] {
  if (file === 'index.html') return ['/', '/index.html'];
  const dir = /^(.+)\/index\.html$/.exec(file)?.[1];
  return dir ? [`/${dir}`, `/${dir}/`, `/${file}`] : [`/${file}`];
}

/**
 * The headers rules of a build, from the hashes of its HTML files: every path gets nosniff, the referrer policy,
 * HSTS, no framing, `no-cache` and the shell's policy (index.html answers every SPA route); hashed assets are
 * immutable; each prerendered page (and any other HTML file) replaces the policy with its own, which lets exactly
 * its inline script run and its inline critical CSS apply. The shell's rule comes first: a later rule's value
 * replaces it (Cloudflare through the `detach` line, Netlify by order).
 */
export function deploymentHeaderRules(
  pages: readonly PageHashes[],
  sources: PolicySources = {},
): HeaderRule[] {
  const policyOf = (page: PageHashes | undefined) =>
    contentSecurityPolicy({ ...sources, scriptHashes: page?.scriptHashes, styleHashes: page?.styleHashes });
  const shell = pages.find((page) => page.file === 'index.html');
  const rules: HeaderRule[] = [
    {
      path: '/*',
      headers: {
        'Content-Security-Policy': policyOf(shell),
        'X-Frame-Options': 'DENY',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': REFERRER_POLICY,
        'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
        'Cache-Control': 'no-cache',
      },
    },
    { path: '/assets/*', detach: ['Cache-Control'], headers: { 'Cache-Control': IMMUTABLE } },
  ];
  const sorted = [...pages].sort((a, b) => a.file.localeCompare(b.file));
  for (const page of sorted) {
    const policy = policyOf(page);
    if (policy === rules[0]?.headers['Content-Security-Policy']) continue;
    for (const path of pathsOf(page.file)) {
      rules.push({
        path,
        detach: ['Content-Security-Policy'],
        headers: { 'Content-Security-Policy': policy },
      });
    }
  }
  return rules;
}

/** The rules as a `_headers` file (Netlify, Cloudflare Pages): a path line, then its indented headers. */
export function renderHeadersFile(rules: readonly HeaderRule[], comment: readonly string[] = []): string {
  const lines = comment.map((line) => (line ? `# ${line}` : '#'));
  for (const rule of rules) {
    if (lines.length > 0) lines.push('');
    lines.push(rule.path);
    for (const name of rule.detach ?? []) lines.push(`  ! ${name}`);
    for (const [name, value] of Object.entries(rule.headers)) lines.push(`  ${name}: ${value}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Whether a rule's path (`/login`, `/assets/*`) matches a request's path: `*` stands for anything. */
export function rulePathMatches(pattern: string, pathname: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(pathname);
}

/**
 * The headers of a request's path under `rules`, as Cloudflare Pages applies them: every matching rule in order,
 * its `detach` names removed first; a header set again without being detached is joined with ", " (for a
 * Content-Security-Policy, a second policy that must also pass: so the build's rules never do that).
 */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const out = new Map<string, { name: string; value: string }>();
  for (const rule of rules) {
    if (!rulePathMatches(rule.path, pathname)) continue;
    for (const name of rule.detach ?? []) out.delete(name.toLowerCase());
    for (const [name, value] of Object.entries(rule.headers)) {
      const key = name.toLowerCase();
      const earlier = out.get(key);
      out.set(key, earlier ? { name: earlier.name, value: `${earlier.value}, ${value}` } : { name, value });
    }
  }
  return Object.fromEntries([...out.values()].map(({ name, value }) => [name, value]));
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
