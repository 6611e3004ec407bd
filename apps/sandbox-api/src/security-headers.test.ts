import { describe, expect, it } from 'vitest';
import { createSandboxApp } from './app';
import { API_HEADERS, GAME_PAGE_HEADERS, contentSecurityPolicy } from './security-headers';

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
