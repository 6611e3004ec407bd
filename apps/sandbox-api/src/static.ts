// Serves a built SPA as a CDN serves it: precompressed variants by Accept-Encoding, a route's prerendered page
// (<route>/index.html) when the build wrote one, else index.html for non-file routes only, and 404 for missing files.
// The headers (Content-Security-Policy, caching, framing) are the build's own: the rules of its headers.json (the same
// as its _headers, written by tools/vite/deployment-headers.ts), applied to the request's path as Cloudflare Pages
// applies them. Nothing here computes a policy or a hash.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { REFERRER_POLICY, headersForPath, type HeadersFile, type HeaderRule } from './security-headers';

/** The build's headers rules (written beside its index.html); `_headers` is their CDN form. */
export const HEADERS_JSON = 'headers.json';
/** Files a CDN reads as configuration and never serves. */
const NOT_SERVED = new Set(['_headers', '_redirects']);

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

/** The rules of a build's headers.json; a build without one is refused (it predates the file, or is not a build). */
async function readRules(root: string): Promise<HeaderRule[]> {
  const data = JSON.parse(await readFile(path.join(root, HEADERS_JSON), 'utf8')) as HeadersFile;
  if (data.version !== 1 || !Array.isArray(data.rules))
    throw new Error(`${HEADERS_JSON}: not a version 1 file`);
  return data.rules;
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

/**
 * A request handler serving `dir`, a build with its headers.json (read again whenever the file changes, as after a
 * rebuild); a folder without one is refused here, at once.
 */
export function createStaticHandler(dir: string): (request: Request) => Promise<Response> {
  const root = path.resolve(dir);
  if (!existsSync(path.join(root, HEADERS_JSON)))
    throw new Error(
      `${root} has no ${HEADERS_JSON}: serve a build of an app (npx nx run @wallet/thai-web:build-sandbox), ` +
        'which writes the headers of every path',
    );
  let cached: { mtimeMs: number; rules: Promise<HeaderRule[]> } | undefined;
  const rules = async () => {
    const { mtimeMs } = await stat(path.join(root, HEADERS_JSON));
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, rules: readRules(root) };
    return cached.rules;
  };

  const send = async (request: Request, pathname: string, relative: string): Promise<Response> => {
    const file = path.join(root, relative);
    const headers = new Headers({
      'Content-Type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      Vary: 'Accept-Encoding',
    });
    // The build's headers of the path asked for (a CDN matches the URL, not the file it answers with).
    for (const [name, value] of Object.entries(headersForPath(await rules(), pathname)))
      headers.set(name, value);
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
    return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { headers });
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
    if (NOT_SERVED.has(relative)) return plain('Not Found', 404);
    if (relative !== '' && (await isFile(path.join(root, relative))))
      return send(request, pathname, relative);
    if (looksLikeFile) return plain('Not Found', 404);
    // A page rendered at build time (dist/login/index.html) answers its route; the rest is the SPA's index.html.
    const prerendered = path.posix.join(relative, 'index.html');
    if (relative !== '' && (await isFile(path.join(root, prerendered))))
      return send(request, pathname, prerendered);
    if (!(await isFile(path.join(root, 'index.html')))) return plain('Not Found', 404);
    return send(request, pathname, 'index.html');
  };
}
