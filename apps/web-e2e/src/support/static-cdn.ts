// A stand-in for the operator's CDN in front of a build: it serves the build's files as Cloudflare Pages and Netlify
// do (a file, else `<path>/index.html`, else the SPA's index.html for a path without an extension) with no header of
// its own beyond Content-Type and Content-Length: every other header comes from the build's `_headers` file (or the
// text given), applied as Cloudflare Pages applies it. The API, the socket, uploads and the sandbox's own routes go
// to `api` (the operator's server behind the same origin). Nothing of the sandbox's header logic is used here.
import { readFile, stat } from 'node:fs/promises';
import { createServer, request as request_ } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** One block of a `_headers` file: a path line, then `! Name` (detach) and `Name: value` lines. */
export interface HeadersBlock {
  path: string;
  detach: string[];
  headers: [string, string][];
}

/** Parses the `_headers` format (Netlify, Cloudflare Pages): `#` comments, unindented path lines, indented headers. */
export function parseHeadersText(text: string): HeadersBlock[] {
  const blocks: HeadersBlock[] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      blocks.push({ path: trimmed, detach: [], headers: [] });
      continue;
    }
    const block = blocks.at(-1);
    if (!block) throw new Error(`_headers: a header before any path: ${line}`);
    if (trimmed.startsWith('!')) {
      block.detach.push(trimmed.slice(1).trim());
      continue;
    }
    const colon = trimmed.indexOf(':');
    if (colon <= 0) throw new Error(`_headers: not a header line: ${line}`);
    block.headers.push([trimmed.slice(0, colon).trim(), trimmed.slice(colon + 1).trim()]);
  }
  return blocks;
}

/** Cloudflare Pages' matching: `*` is a splat (anything, slashes too), the rest literal. */
function matches(pattern: string, pathname: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(pathname);
}

/**
 * Headers of a path, as Cloudflare Pages computes them: every matching block in file order; its detached names
 * removed, then its headers set, or appended (", ") to a value an earlier block set.
 */
export function headersOf(blocks: readonly HeadersBlock[], pathname: string): Headers {
  const headers = new Headers();
  for (const block of blocks.filter((b) => matches(b.path, pathname))) {
    for (const name of block.detach) headers.delete(name);
    for (const [name, value] of block.headers) headers.append(name, value);
  }
  return headers;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.mp4': 'video/mp4',
};

/** Paths the operator's server answers, not the CDN. */
const BACKEND = /^\/(api|socket\.io|uploads|__[a-z]+)(\/|$)/;

export interface StaticCdn {
  url: string;
  close(): Promise<void>;
}

async function fileIn(root: string, relative: string): Promise<string | null> {
  const file = path.join(root, relative);
  if (!file.startsWith(root)) return null;
  try {
    return (await stat(file)).isFile() ? file : null;
  } catch {
    return null;
  }
}

export async function startStaticCdn(options: {
  dist: string;
  api: string;
  /** The `_headers` text to apply (default: the build's own dist/_headers). */
  headersText?: string;
}): Promise<StaticCdn> {
  const root = path.resolve(options.dist);
  const blocks = parseHeadersText(
    options.headersText ?? (await readFile(path.join(root, '_headers'), 'utf8')),
  );
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://cdn.invalid');
      const pathname = decodeURIComponent(url.pathname);
      if (BACKEND.test(pathname)) {
        // Passed on as a reverse proxy does, Host included: the answers name this origin (the demo images).
        const upstream = request_(
          new URL(request.url ?? '/', options.api),
          { method: request.method, headers: request.headers },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
        );
        upstream.on('error', (error) => {
          response.writeHead(502, { 'content-type': 'text/plain' });
          response.end(String(error));
        });
        request.pipe(upstream);
        return;
      }
      const relative = pathname.replace(/^\/+/, '');
      const file =
        (relative && !relative.startsWith('_') ? await fileIn(root, relative) : null) ??
        (await fileIn(root, path.posix.join(relative, 'index.html'))) ??
        (path.posix.extname(relative) === '' ? await fileIn(root, 'index.html') : null);
      if (!file) {
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('Not Found');
        return;
      }
      const body = await readFile(file);
      const out: Record<string, string> = {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'content-length': String(body.byteLength),
      };
      headersOf(blocks, pathname).forEach((value, name) => {
        out[name] = value;
      });
      response.writeHead(200, out);
      response.end(request.method === 'HEAD' ? undefined : body);
    })().catch((error: unknown) => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
