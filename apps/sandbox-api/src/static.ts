// Serves a built SPA: precompressed variants by Accept-Encoding, immutable caching of hashed assets,
// a route's prerendered page (<route>/index.html) when the build wrote one, else index.html for non-file routes
// only, and 404 for missing files; the HTML under the app's CSP.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { REFERRER_POLICY, contentSecurityPolicy, documentHeaders } from './security-headers';

/** The build's service worker (tools/vite/pwa.ts): a script that gets its CSP from its own response. */
export const SERVICE_WORKER = 'sw.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.wasm': 'application/wasm',
};

/** Vite-style content hash in a file name (`index-Bq3x9_aZ.js`). */
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/** Cache policy: hashed assets never change, everything else is revalidated. */
export function cacheControlFor(relativePath: string): string {
  const base = path.posix.basename(relativePath);
  if (relativePath.startsWith('assets/') || HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** Encodings the client accepts, best first (brotli, gzip). */
function acceptedEncodings(header: string | null): ('br' | 'gzip')[] {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(ok);
}

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** CSP hashes (`sha256-...`) of the inline scripts of an HTML page: those the policy lets run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\ssrc\s*=/i.test(attributes) || body === '') continue;
    hashes.push(sha256(body));
  }
  return hashes;
}

/** CSP hashes of the inline `<style>` elements of an HTML page (a prerendered page's critical CSS). */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)]
    .map(([, body = '']) => body)
    .filter((body) => body !== '')
    .map(sha256);
}

/** A short plain-text answer (404, 405, 400) that is not sniffed either. */
function plain(text: string, status: number, extra: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': REFERRER_POLICY,
      ...extra,
    },
  });
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** A request handler serving `dir`; returns null for paths it does not own (never for GET/HEAD). */
export function createStaticHandler(dir: string): (request: Request) => Promise<Response> {
  const root = path.resolve(dir);

  const send = async (request: Request, relative: string, status = 200): Promise<Response> => {
    const file = path.join(root, relative);
    const isDocument = path.extname(file).toLowerCase() === '.html';
    const headers = new Headers({
      'Content-Type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(relative),
      Vary: 'Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': REFERRER_POLICY,
    });
    // The service worker's own policy is the one its response carries: the app's, like every page.
    if (relative === SERVICE_WORKER) headers.set('Content-Security-Policy', contentSecurityPolicy());
    if (isDocument) {
      // The policy lets exactly the page's own inline scripts run (none in a Vite build) and applies its own inline
      // styles (a prerendered page's critical CSS).
      const html = await readFile(file, 'utf8');
      const sources = { scriptHashes: inlineScriptHashes(html), styleHashes: inlineStyleHashes(html) };
      for (const [name, value] of Object.entries(documentHeaders(sources))) headers.set(name, value);
    }
    let body: Uint8Array | null = null;
    for (const encoding of acceptedEncodings(request.headers.get('accept-encoding'))) {
      const variant = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
      if (await isFile(variant)) {
        body = await readFile(variant);
        headers.set('Content-Encoding', encoding);
        break;
      }
    }
    body ??= await readFile(file);
    headers.set('Content-Length', String(body.byteLength));
    return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), {
      status,
      headers,
    });
  };

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return plain('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url).pathname);
    } catch {
      return plain('Bad Request', 400);
    }
    const relative = path.posix.normalize(pathname).replace(/^\/+/, '');
    if (relative.split('/').includes('..') || relative.includes('\0')) return plain('Not Found', 404);
    const base = path.posix.basename(relative);
    const looksLikeFile = base.includes('.');
    if (relative !== '' && (await isFile(path.join(root, relative)))) return send(request, relative);
    if (looksLikeFile) return plain('Not Found', 404);
    // A page rendered at build time (dist/login/index.html) answers its route; the rest is the SPA's index.html.
    const prerendered = path.posix.join(relative, 'index.html');
    if (relative !== '' && (await isFile(path.join(root, prerendered)))) return send(request, prerendered);
    if (!(await isFile(path.join(root, 'index.html')))) return plain('Not Found', 404);
    return send(request, 'index.html');
  };
}
