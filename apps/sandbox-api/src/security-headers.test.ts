import { describe, expect, it } from 'vitest';
import { createSandboxApp } from './app';
import {
  API_HEADERS,
  GAME_PAGE_HEADERS,
  backendOrigins,
  contentSecurityPolicy,
  deploymentHeaderRules,
  headersForPath,
  renderHeadersFile,
  rulePathMatches,
} from './security-headers';

const { app } = createSandboxApp({ log: () => undefined });
const call = (path: string, init: RequestInit = {}) => app.request(`http://127.0.0.1${path}`, init);

describe('security headers of the sandbox', () => {
  it('sends no-store, nosniff, the referrer policy and a locked-down CSP with every /api answer', async () => {
    const answers = [
      await call('/api/lookup/info'),
      await call('/api/wallet'),
      await call('/api/no-such-route'),
      await call('/api/login', {
        method: 'POST',
        body: '{',
        headers: { 'Content-Type': 'application/json' },
      }),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 401, 404, 400]);
    for (const answer of answers) {
      for (const [name, value] of Object.entries(API_HEADERS)) expect(answer.headers.get(name)).toBe(value);
    }
  });

  it('keeps test routes out of caches and sends nosniff with the game stand-ins and demo images', async () => {
    const reset = await call('/__sandbox/reset', { method: 'POST' });
    expect(reset.headers.get('cache-control')).toBe('no-store');
    for (const path of ['/__games/pg', '/__assets/games/pg-logo.svg']) {
      const answer = await call(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it('lets no site frame a stand-in game page, which runs and loads nothing and is never cached', async () => {
    for (const [path, method] of [
      ['/__games/pg', 'GET'],
      ['/__games/JOKER/login', 'POST'],
    ] as const) {
      const answer = await call(path, { method });
      expect(answer.status, path).toBe(200);
      for (const [name, value] of Object.entries(GAME_PAGE_HEADERS)) {
        expect(answer.headers.get(name), `${path} ${name}`).toBe(value);
      }
    }
    expect(GAME_PAGE_HEADERS['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(GAME_PAGE_HEADERS['X-Frame-Options']).toBe('DENY');
  });

  it('builds the app policy: same origin by default, an operator adds its API, CDN and game hosts', () => {
    expect(contentSecurityPolicy()).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; " +
        "media-src 'self' blob:; font-src 'self'; connect-src 'self'; frame-src 'self'; worker-src 'self'; " +
        "manifest-src 'self'; form-action 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    );
    const operator = contentSecurityPolicy({
      scriptHashes: ['sha256-abc'],
      connect: ['https://api.example', 'wss://chat.example'],
      images: ['https://cdn.example'],
      forms: ['https://joker.example'],
    });
    expect(operator).toContain("script-src 'self' 'sha256-abc';");
    expect(operator).toContain("connect-src 'self' https://api.example wss://chat.example;");
    expect(operator).toContain("img-src 'self' data: blob: https://cdn.example;");
    expect(operator).toContain("form-action 'self' https://joker.example;");
  });
});

describe("a build's headers rules (dist/_headers, dist/headers.json)", () => {
  const pages = [
    { file: 'index.html', scriptHashes: [], styleHashes: [] },
    { file: 'login/index.html', scriptHashes: ['sha256-loader'], styleHashes: ['sha256-critical'] },
    { file: 'user/home/index.html', scriptHashes: ['sha256-home'], styleHashes: ['sha256-home-css'] },
  ];
  const rules = deploymentHeaderRules(pages, { connect: ['https://api.example'] });

  it('gives each prerendered page its own policy, with exactly its hashes, at every URL that answers with it', () => {
    for (const path of ['/login', '/login/', '/login/index.html']) {
      expect(headersForPath(rules, path)['Content-Security-Policy'], path).toBe(
        contentSecurityPolicy({
          connect: ['https://api.example'],
          scriptHashes: ['sha256-loader'],
          styleHashes: ['sha256-critical'],
        }),
      );
    }
    expect(headersForPath(rules, '/user/home')['Content-Security-Policy']).toContain(
      "script-src 'self' 'sha256-home'; style-src 'self' 'sha256-home-css';",
    );
    // The shell (every other route, the service worker) allows no inline code.
    for (const path of ['/', '/index.html', '/user/wallet', '/login/other', '/sw.js'])
      expect(headersForPath(rules, path)['Content-Security-Policy'], path).toBe(
        contentSecurityPolicy({ connect: ['https://api.example'] }),
      );
  });

  it('sends the README headers: no framing, nosniff, referrer policy, HSTS; immutable assets, the rest revalidated', () => {
    for (const path of [
      '/login',
      '/user/deposit',
      '/assets/index-abcdefgh.js',
      '/icons/apple-touch-icon-180x180.png',
    ]) {
      const headers = headersForPath(rules, path);
      expect(headers['X-Content-Type-Options'], path).toBe('nosniff');
      expect(headers['Referrer-Policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['Strict-Transport-Security'], path).toMatch(/^max-age=\d{8,}/);
      expect(headers['X-Frame-Options'], path).toBe('DENY');
    }
    expect(headersForPath(rules, '/assets/index-abcdefgh.js')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const path of [
      '/',
      '/login',
      '/sw.js',
      '/manifest.webmanifest',
      '/icons/apple-touch-icon-180x180.png',
    ])
      expect(headersForPath(rules, path)['Cache-Control'], path).toBe('no-cache');
  });

  it('never sets a header twice for one path without detaching it (Cloudflare would join two policies)', () => {
    for (const path of ['/', '/login', '/login/', '/user/home/index.html', '/assets/a-12345678.js']) {
      const set = new Set<string>();
      for (const rule of rules.filter((r) => rulePathMatches(r.path, path))) {
        for (const name of rule.detach ?? []) set.delete(name);
        for (const name of Object.keys(rule.headers)) {
          expect(set.has(name), `${path} ${name}`).toBe(false);
          set.add(name);
        }
      }
    }
  });

  it('applies rules as Cloudflare Pages does: in order, a detached header replaced, another one joined', () => {
    const manual = [
      { path: '/*', headers: { 'X-A': 'one', 'X-B': 'one' } },
      { path: '/page', detach: ['X-A'], headers: { 'X-A': 'two', 'X-B': 'two' } },
    ];
    expect(headersForPath(manual, '/page')).toEqual({ 'X-A': 'two', 'X-B': 'one, two' });
    expect(headersForPath(manual, '/other')).toEqual({ 'X-A': 'one', 'X-B': 'one' });
    expect(rulePathMatches('/assets/*', '/assets/a/b.js')).toBe(true);
    expect(rulePathMatches('/assets/*', '/assetsx')).toBe(false);
    expect(rulePathMatches('/login', '/login/')).toBe(false);
    expect(rulePathMatches('/a.b', '/axb')).toBe(false);
  });

  it("adds the build's API and chat origins (the socket's wss: too) when they are not the app's own", () => {
    expect(backendOrigins({ apiBaseUrl: '', chatBackendUrl: '' })).toEqual([]);
    expect(
      backendOrigins({ apiBaseUrl: 'https://api.example/v1', chatBackendUrl: 'https://chat.example:8443/' }),
    ).toEqual(['https://api.example', 'https://chat.example:8443', 'wss://chat.example:8443']);
  });

  it('writes them in the _headers format: a path line, then indented "! Name" and "Name: value" lines', () => {
    const text = renderHeadersFile(rules.slice(0, 3), ['made by the build']);
    expect(text.split('\n').slice(0, 4)).toEqual([
      '# made by the build',
      '',
      '/*',
      expect.stringMatching(/^ {2}\S+: /),
    ]);
    expect(text).toContain(
      '\n/assets/*\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable\n',
    );
    expect(text).toContain(
      "\n/login\n  ! Content-Security-Policy\n  Content-Security-Policy: default-src 'self';",
    );
  });
});
