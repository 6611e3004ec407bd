// The README's nginx recipe, as written (README "Deploying"): the build served by real nginx with the server block
// tools/scripts/nginx-config.mjs generates from the build's headers.json and _redirects, /api, /socket.io and
// /uploads proxied to a sandbox. Every prerendered page paints with the kit's styles and starts the app with no
// Content-Security-Policy violation; every path gets the headers of the build's _headers; precompressed files are
// sent as they are; no source map is deployed; the socket upgrades through the proxy.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { apiToken, appStarted, DEMO, expect, test } from './fixtures';
import { startNginx, type StartedNginx } from './support/nginx';
import { paintedStyles, prerenderedRoutes, rgb } from './support/prerendered-pages';
import { headersOf, parseHeadersText, type HeadersBlock } from './support/static-cdn';
import { storeNow } from './support/stored';

/** The headers the build's rules give a path, and those nginx sent, as lower-case name -> value. */
function ruleHeaders(blocks: readonly HeadersBlock[], pathname: string): Record<string, string> {
  return Object.fromEntries(headersOf(blocks, pathname));
}

test.describe('the build served by nginx with the generated config', { tag: '@laos' }, () => {
  // The pages come from nginx, not from a worker's cache.
  test.use({ serviceWorkers: 'block' });

  let nginx: StartedNginx;
  let blocks: HeadersBlock[];
  test.beforeAll(async ({ appDist, sandboxServer }) => {
    nginx = await startNginx({ dist: appDist, api: sandboxServer.url });
    blocks = parseHeadersText(await readFile(path.join(appDist, '_headers'), 'utf8'));
  });
  test.afterAll(async () => {
    await nginx.close();
  });

  test("every path gets its rules' headers, precompressed files as they are, the API and the socket proxied", async ({
    request,
    appDist,
  }) => {
    // The build's _redirects: the API's paths before the SPA fallback, which the generator turned into proxies.
    const redirects = (await readFile(path.join(appDist, '_redirects'), 'utf8'))
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'))
      .map((line) => line.split(/\s+/)[0]);
    expect(redirects).toEqual(['/api/*', '/socket.io/*', '/uploads/*', '/*']);

    const routes = await prerenderedRoutes(appDist);
    const assets =
      (await readFile(path.join(appDist, 'index.html'), 'utf8')).match(/\/assets\/[^"]+\.js/g) ?? [];
    expect(assets.length).toBeGreaterThan(0);
    const pages = ['/', '/index.html', '/user/nowhere'];
    for (const route of routes) pages.push(route, `${route}/`, `${route}/index.html`);
    // What the build precompressed (the HTML and the larger assets), nginx sends as the .gz file it wrote.
    const precompressed = new Set([
      ...pages,
      ...assets.filter((file) => existsSync(path.join(appDist, `${file}.gz`))),
    ]);
    expect(precompressed.size).toBeGreaterThan(pages.length);
    for (const pathname of [...pages, '/sw.js', '/manifest.webmanifest', ...assets]) {
      const answer = await request.get(`${nginx.url}${pathname}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(answer.status(), pathname).toBe(200);
      const sent = answer.headers();
      for (const [name, value] of Object.entries(ruleHeaders(blocks, pathname)))
        expect(sent[name], `${pathname} ${name}`).toBe(value);
      if (precompressed.has(pathname))
        expect(sent['content-encoding'], `${pathname} sent as its .gz file`).toBe('gzip');
    }
    // No source map is deployed or referenced: they are in dist-sourcemaps/, for an error tracker.
    const deployed = await readdir(appDist, { recursive: true });
    expect(deployed.filter((file) => file.endsWith('.map'))).toEqual([]);
    const maps = await readdir(path.join(`${appDist}-sourcemaps`, 'assets'));
    const entry = assets.find((script) => /\/index-[^/]+\.js$/.test(script)) ?? '';
    expect(maps).toContain(`${path.basename(entry)}.map`);
    for (const script of assets) {
      expect(await readFile(path.join(appDist, script), 'utf8'), script).not.toContain('sourceMappingURL');
      expect((await request.get(`${nginx.url}${script}.map`)).status(), `${script}.map`).toBe(404);
    }
    // A missing hashed asset is a 404 (not the SPA), with the security headers and no immutable caching.
    const missing = await request.get(`${nginx.url}/assets/gone-0000.js`);
    expect(missing.status()).toBe(404);
    expect(missing.headers()['x-content-type-options']).toBe('nosniff');
    expect(missing.headers()['cache-control']).toBeUndefined();

    // /api reaches the sandbox through nginx, with the API's own headers.
    const login = await request.post(`${nginx.url}/api/login`, {
      data: { username: DEMO.phone, password: DEMO.password },
    });
    expect(login.ok()).toBe(true);
    expect(((await login.json()) as { token?: string }).token).toEqual(expect.any(String));
    expect(login.headers()['cache-control']).toBe('no-store');
    // socket.io's handshake, over long polling.
    const polling = await request.get(`${nginx.url}/socket.io/?EIO=4&transport=polling`);
    expect(polling.status()).toBe(200);
    expect(await polling.text()).toMatch(/^0\{"sid":/);
  });

  test('every prerendered page paints with the kit styles and starts the app, the socket upgrades, 0 violations', async ({
    page,
    request,
    appDist,
    cspViolations,
  }) => {
    const manifest = JSON.parse(await readFile(path.join(appDist, 'manifest.webmanifest'), 'utf8')) as {
      theme_color: string;
    };
    // The player pages open as a logged-in player (nginx passes /api to the sandbox).
    const token = await apiToken(request);
    await page.goto(`${nginx.url}/robots.txt`);
    await storeNow(page, { token, agreement: 'true' });
    for (const route of await prerenderedRoutes(appDist)) {
      const response = await page.goto(`${nginx.url}${route}`);
      expect(response?.status(), route).toBe(200);
      const styles = await paintedStyles(page);
      expect(styles.font, route).toMatch(/^Noto Sans/);
      expect(styles.margin, route).toBe('0px');
      if (route === '/login') expect(styles.button, route).not.toBeNull();
      if (styles.button !== null) expect(styles.button, route).toBe(rgb(manifest.theme_color));
      await appStarted(page);
      expect(cspViolations, route).toEqual([]);
    }
    // The chat's WebSocket, opened from the page under its policy, upgrades through nginx to the sandbox.
    const opened = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const socket = new WebSocket(`ws://${location.host}/socket.io/?EIO=4&transport=websocket`);
          socket.onmessage = (event) => {
            socket.close();
            resolve(String(event.data));
          };
          socket.onerror = () => resolve('error');
        }),
    );
    expect(opened).toMatch(/^0\{"sid":/);
    expect(cspViolations).toEqual([]);
  });
});
