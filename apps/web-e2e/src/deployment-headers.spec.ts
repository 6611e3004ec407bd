// The headers file each build writes for the operator's CDN (dist/_headers, and the same rules as headers.json;
// README "Security headers"): served by a stand-in CDN with only the headers of that file, every prerendered page
// paints with the kit's styles (its inline critical CSS applies) and starts the app (its inline loader runs), with no
// Content-Security-Policy violation. The README's former advice (`style-src 'self'`, no hashes) fails the same check.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { apiToken, appStarted, expect, test } from './fixtures';
import { paintedStyles, prerenderedRoutes, rgb } from './support/prerendered-pages';
import { headersOf, parseHeadersText, startStaticCdn, type StaticCdn } from './support/static-cdn';
import { storeNow } from './support/stored';

/** The policy the README told operators to send before the build wrote its headers (no hash, no inline code). */
const FORMER_README_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; media-src 'self' blob:; " +
  "font-src 'self'; connect-src 'self'; frame-src 'self'; worker-src 'self'; manifest-src 'self'; " +
  "form-action 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

test.describe("the build's headers file, served by a CDN", { tag: '@laos' }, () => {
  // The pages come from the CDN under test, not from a worker's cache.
  test.use({ serviceWorkers: 'block' });

  let cdn: StaticCdn;
  test.beforeAll(async ({ appDist, sandboxServer }) => {
    cdn = await startStaticCdn({ dist: appDist, api: sandboxServer.url });
  });
  test.afterAll(async () => {
    await cdn.close();
  });

  test('_headers and headers.json hold the same rules, with a policy of its own for every prerendered page', async ({
    appDist,
  }) => {
    const blocks = parseHeadersText(await readFile(path.join(appDist, '_headers'), 'utf8'));
    const json = JSON.parse(await readFile(path.join(appDist, 'headers.json'), 'utf8')) as {
      rules: { path: string; detach?: string[]; headers: Record<string, string> }[];
    };
    expect(
      blocks.map((b) => ({ path: b.path, detach: b.detach, headers: Object.fromEntries(b.headers) })),
    ).toEqual(json.rules.map((r) => ({ path: r.path, detach: r.detach ?? [], headers: r.headers })));
    const routes = await prerenderedRoutes(appDist);
    expect(routes).toContain('/login');
    const shell = headersOf(blocks, '/').get('content-security-policy');
    for (const route of routes) {
      const policy = headersOf(blocks, route).get('content-security-policy') ?? '';
      expect(policy, route).not.toBe(shell);
      expect(policy, route).toMatch(/script-src 'self' 'sha256-[^']+';/);
      expect(policy, route).toMatch(/style-src 'self' 'sha256-[^']+';/);
      expect(policy, route).not.toContain('unsafe-');
      expect(headersOf(blocks, `${route}/`).get('content-security-policy'), `${route}/`).toBe(policy);
    }
  });

  test('every prerendered page paints with the kit styles and starts the app under those headers alone', async ({
    page,
    request,
    appDist,
    cspViolations,
  }) => {
    const manifest = JSON.parse(await readFile(path.join(appDist, 'manifest.webmanifest'), 'utf8')) as {
      theme_color: string;
    };
    const blocks = parseHeadersText(await readFile(path.join(appDist, '_headers'), 'utf8'));
    // The player pages open as a logged-in player (the CDN passes /api to the sandbox).
    const token = await apiToken(request);
    await page.goto(`${cdn.url}/robots.txt`);
    await storeNow(page, { token, agreement: 'true' });
    for (const route of await prerenderedRoutes(appDist)) {
      const response = await page.goto(`${cdn.url}${route}`);
      expect(response?.status(), route).toBe(200);
      // The page as painted from its HTML: the kit's font, margins and brand button (its inline critical CSS).
      const styles = await paintedStyles(page);
      expect(styles.font, route).toMatch(/^Noto Sans/);
      expect(styles.margin, route).toBe('0px');
      if (route === '/login') expect(styles.button, route).not.toBeNull();
      if (styles.button !== null) expect(styles.button, route).toBe(rgb(manifest.theme_color));
      // Its inline loader ran: the app took the page over.
      await appStarted(page);
      expect(cspViolations, route).toEqual([]);
      expect(response?.headers()['content-security-policy'], route).toBe(
        headersOf(blocks, route).get('content-security-policy'),
      );
    }
  });

  test("the README's former policy (style-src 'self', no hashes) fails that check: /login unstyled, its loader refused", async ({
    page,
    appDist,
    sandboxServer,
    cspViolations,
  }) => {
    const own = await readFile(path.join(appDist, '_headers'), 'utf8');
    const former = await startStaticCdn({
      dist: appDist,
      api: sandboxServer.url,
      headersText: own.replace(/^(\s+Content-Security-Policy:).*$/gm, `$1 ${FORMER_README_POLICY}`),
    });
    try {
      await page.goto(`${former.url}/login`);
      const styles = await paintedStyles(page);
      expect(styles.font).not.toMatch(/^Noto Sans/);
      expect(styles.margin).not.toBe('0px');
      await expect.poll(() => cspViolations.some((line) => /^style-src/.test(line))).toBe(true);
      await expect.poll(() => cspViolations.some((line) => /^script-src/.test(line))).toBe(true);
      cspViolations.length = 0;
    } finally {
      await former.close();
    }
  });
});
