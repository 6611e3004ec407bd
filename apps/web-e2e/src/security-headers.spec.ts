// The headers the sandbox serves the built app with (the reference for an operator's CDN, see the README): a
// strict Content-Security-Policy the app runs under, no framing, nosniff and Referrer-Policy everywhere, immutable
// hashed assets, revalidated HTML and never-stored /api answers.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO, UI, expect, test } from './fixtures';

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

test.describe('security headers of the served app', { tag: '@laos' }, () => {
  test('the HTML carries a strict CSP, no framing, nosniff, the referrer policy and no-cache', async ({
    request,
  }) => {
    for (const path of ['/', '/login', '/user/home']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers['content-type'], path).toContain('text/html');
      expect(headers['cache-control'], path).toBe('no-cache');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options'], path).toBe('DENY');
      const csp = directives(headers['content-security-policy']);
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(csp.get('default-src'), path).toEqual(["'self'"]);
      expect(csp.get('object-src'), path).toEqual(["'none'"]);
      expect(csp.get('base-uri'), path).toEqual(["'none'"]);
      const scripts = csp.get('script-src') ?? [];
      expect(scripts, path).toContain("'self'");
      expect(scripts, path).not.toContain("'unsafe-inline'");
      expect(scripts, path).not.toContain("'unsafe-eval'");
      expect(csp.get('connect-src'), path).toContain("'self'");
      expect(csp.get('media-src'), path).toContain("'self'");
      expect(csp.get('img-src'), path).toContain("'self'");
    }
  });

  test('a hashed asset is immutable, the favicon revalidated, both nosniff', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'the entry script of index.html').toBeTruthy();
    const asset = await request.get(script!);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['x-content-type-options']).toBe('nosniff');
    expect(asset.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const favicon = await request.get('/favicon.svg');
    expect(favicon.headers()['cache-control']).toBe('no-cache');
    expect(favicon.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('/api answers are never stored and never sniffed, errors included', async ({ request }) => {
    expect((await request.post('/__sandbox/reset')).ok()).toBe(true);
    const login = await request.post('/api/login', {
      data: { username: DEMO.phone, password: DEMO.password },
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const wallet = await request.get('/api/wallet', {
      headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
    });
    const refused = await request.get('/api/wallet', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    for (const [name, response] of [
      ['login', login],
      ['wallet', wallet],
      ['refused', refused],
    ] as const) {
      expect(response.headers()['cache-control'], name).toBe('no-store');
      expect(response.headers()['x-content-type-options'], name).toBe('nosniff');
      expect(response.headers()['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
    }
    expect(wallet.status()).toBe(200);
    expect(refused.status()).toBe(401);
  });

  test('another site cannot frame the app (clickjacking on the money buttons)', async ({
    page,
    baseURL,
    defaultLocale,
    cspViolations,
  }) => {
    // A page of another site (its own server and port, reached as localhost) that tries to put the login screen in
    // a frame. Every file of the app's origin carries the app's policy, whose frame-src would refuse the frame first.
    const site = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<title>framing</title><h1>Win a prize</h1><iframe title="wallet" src="${baseURL}/login"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = site.address() as AddressInfo;
      await page.goto(`http://localhost:${port}/`);
      await expect(page.getByRole('heading', { name: 'Win a prize' })).toBeVisible();
      const framed = page.frameLocator('iframe[title="wallet"]');
      // Give the frame its chance to load, then check the app never rendered inside it.
      await expect.poll(() => cspViolations.some((line) => /frame-ancestors/.test(line))).toBe(true);
      await expect(framed.getByRole('button', { name: UI[defaultLocale].login })).toHaveCount(0);
      // The refusal is the expected one: nothing else was reported.
      expect(cspViolations.every((line) => /frame-ancestors/.test(line))).toBe(true);
      cspViolations.length = 0;
    } finally {
      site.closeAllConnections();
      await new Promise((resolve) => site.close(resolve));
    }
  });

  test('the app runs under the policy: an injected inline script is refused and reported', async ({
    page,
    defaultLocale,
    cspViolations,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: UI[defaultLocale].login })).toBeVisible();
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations.some((line) => /script-src/.test(line))).toBe(true);
    cspViolations.length = 0;
  });
});
