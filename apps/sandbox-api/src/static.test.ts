import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS_JSON, createStaticHandler } from './static';
import {
  contentSecurityPolicy,
  deploymentHeaderRules,
  type HeaderRule,
  type HeadersFile,
} from './security-headers';

let parent = '';
let dir = '';
let serve: (request: Request) => Promise<Response>;
const js = 'console.log("app");'.repeat(50);
const inline = 'window.booted = true;';
const critical = ':root { --wk-color-brand: #0f766e; } body { margin: 0; }';
// The hashes the build wrote into headers.json: stand-ins that no hashing of the files here would produce, so the
// tests show the policy is the file's, not computed by the server.
const LOGIN_SCRIPT = 'sha256-login-script-from-the-build';
const LOGIN_STYLE = 'sha256-login-style-from-the-build';
const INLINE_SCRIPT = 'sha256-inline-page-script-from-the-build';
const rules: HeaderRule[] = deploymentHeaderRules([
  { file: 'index.html', scriptHashes: [], styleHashes: [] },
  { file: 'inline.html', scriptHashes: [INLINE_SCRIPT], styleHashes: [] },
  { file: 'login/index.html', scriptHashes: [LOGIN_SCRIPT], styleHashes: [LOGIN_STYLE] },
]);

beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'sandbox-static-'));
  dir = path.join(parent, 'site');
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(path.join(parent, 'secret.txt'), 'secret');
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(path.join(dir, 'inline.html'), `<title>inline</title><script>${inline}</script>`);
  await writeFile(path.join(dir, 'robots.txt'), 'User-agent: *');
  await writeFile(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await mkdir(path.join(dir, 'login'), { recursive: true });
  await writeFile(
    path.join(dir, 'login/index.html'),
    `<!doctype html><title>login page</title><style>${critical}</style>`,
  );
  await writeFile(path.join(dir, 'assets/index-Bq3x9_aZ.js'), js);
  await writeFile(path.join(dir, 'assets/index-Bq3x9_aZ.js.br'), brotliCompressSync(js));
  await writeFile(path.join(dir, 'assets/index-Bq3x9_aZ.js.gz'), gzipSync(js));
  await writeFile(path.join(dir, '_headers'), '/*\n  X-From: _headers\n');
  await writeFile(path.join(dir, HEADERS_JSON), JSON.stringify({ version: 1, rules } satisfies HeadersFile));
  serve = createStaticHandler(dir);
});

afterAll(async () => {
  await rm(parent, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}) =>
  serve(new Request(`http://127.0.0.1${pathname}`, { headers }));

describe('static SPA serving', () => {
  it('serves the brotli variant when accepted, else gzip, else the plain file', async () => {
    const br = await get('/assets/index-Bq3x9_aZ.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(Buffer.from(await br.arrayBuffer())).toEqual(brotliCompressSync(js));
    const gz = await get('/assets/index-Bq3x9_aZ.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/assets/index-Bq3x9_aZ.js', { 'Accept-Encoding': 'br;q=0, identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(js);
    expect(plain.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('caches hashed assets for a year as immutable and revalidates the rest, as the build file says', async () => {
    expect((await get('/assets/index-Bq3x9_aZ.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const pathname of ['/robots.txt', '/', '/login', '/sw.js'])
      expect((await get(pathname)).headers.get('cache-control'), pathname).toBe('no-cache');
  });

  it('refuses a folder without headers.json, and never serves the CDN form of the rules', async () => {
    expect(() => createStaticHandler(parent)).toThrow(/no headers\.json/);
    expect((await get('/_headers')).status).toBe(404);
  });

  it('falls back to index.html for routes without a file extension only', async () => {
    for (const route of ['/', '/user/home', '/register']) {
      const response = await get(route);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>app</title>');
    }
    expect((await get('/missing.js')).status).toBe(404);
    expect((await get('/assets/nope-12345678.css')).status).toBe(404);
  });

  it('answers a route with its prerendered page when the build wrote one, uncached', async () => {
    for (const route of ['/login', '/login/']) {
      const response = await get(route);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>login page</title>');
    }
    expect(await (await get('/login/other')).text()).toContain('<title>app</title>');
  });

  it('never leaves the directory and only answers GET and HEAD', async () => {
    expect((await get('/../secret.txt')).status).toBe(404);
    expect((await get('/%2e%2e/secret.txt')).status).toBe(404);
    const encoded = await get('/assets%2F..%2F..%2Fsecret.txt');
    expect(encoded.status).toBe(404);
    expect(await encoded.text()).not.toContain('secret');
    const head = await serve(new Request('http://127.0.0.1/robots.txt', { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await serve(new Request('http://127.0.0.1/', { method: 'POST' }))).status).toBe(405);
  });

  it('serves the HTML under the strict CSP, unframeable, with nosniff and the referrer policy', async () => {
    for (const route of ['/', '/user/home']) {
      const headers = (await get(route)).headers;
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('cache-control')).toBe('no-cache');
    }
  });

  it("sends a page's policy from the build's file, by the path asked for, never computing a hash", async () => {
    const inline = (await get('/inline.html')).headers.get('content-security-policy');
    expect(inline).toContain(`script-src 'self' '${INLINE_SCRIPT}';`);
    for (const route of ['/login', '/login/', '/login/index.html']) {
      const csp = (await get(route)).headers.get('content-security-policy') ?? '';
      expect(csp, route).toBe(
        contentSecurityPolicy({ scriptHashes: [LOGIN_SCRIPT], styleHashes: [LOGIN_STYLE] }),
      );
      expect(csp, route).not.toContain('unsafe-');
    }
    // The shell answers every other route with its own policy, which allows no inline code.
    for (const route of ['/', '/user/home', '/login/other'])
      expect((await get(route)).headers.get('content-security-policy'), route).toBe(contentSecurityPolicy());
  });

  it("gives the service worker the app's CSP, as every page has (a worker's policy is its own response's)", async () => {
    const worker = await get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    expect(worker.headers.get('x-content-type-options')).toBe('nosniff');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it('reads the file again after a rebuild', async () => {
    const other = path.join(parent, 'rebuilt');
    await mkdir(other, { recursive: true });
    await writeFile(path.join(other, 'index.html'), '<title>app</title>');
    const write = (value: string) =>
      writeFile(
        path.join(other, HEADERS_JSON),
        JSON.stringify({ version: 1, rules: [{ path: '/*', headers: { 'X-Build': value } }] }),
      );
    await write('one');
    const handler = createStaticHandler(other);
    expect((await handler(new Request('http://127.0.0.1/'))).headers.get('x-build')).toBe('one');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await write('two');
    expect((await handler(new Request('http://127.0.0.1/'))).headers.get('x-build')).toBe('two');
  });

  it('sends nosniff and the referrer policy with assets and refusals', async () => {
    for (const response of [await get('/assets/index-Bq3x9_aZ.js'), await get('/robots.txt')]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
    for (const refusal of [
      await get('/missing.js'),
      await get('/../secret.txt'),
      await serve(new Request('http://127.0.0.1/', { method: 'POST' })),
    ]) {
      expect(refusal.headers.get('x-content-type-options')).toBe('nosniff');
      expect(refusal.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    }
  });
});
