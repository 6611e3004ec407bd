// @vitest-environment node
// As at build time: no DOM, no browser storage. (Hydration of these pages is tested in the browser: web-e2e prerender.spec.ts.)
import { describe, expect, it } from 'vitest';
import { testAppConfig } from '../testing/test-app-config';
import { PRERENDER_ROUTES, prerenderPage } from './prerender';

const route = (path: string) => {
  const found = PRERENDER_ROUTES.find((r) => r.path === path);
  if (!found) throw new Error(`${path} is not prerendered`);
  return found;
};

describe('prerendered pages', () => {
  it('renders /login with its form in the default language and the build theme', async () => {
    const { html, rootCss } = await prerenderPage(testAppConfig, route('/login'));
    expect(html).toMatch(/<h1[^>]*>Test Wallet<\/h1>/);
    for (const text of ['เบอร์โทรศัพท์', 'รหัสผ่าน', 'จดจำฉัน', 'เข้าสู่ระบบ']) expect(html).toContain(text);
    expect(html).toContain('<form');
    expect(rootCss).toMatch(
      new RegExp(`^:root \\{ .*--wk-color-brand: ${testAppConfig.theme.brand};.* \\}$`),
    );
  });

  it('renders every guest screen inside the guest menu', async () => {
    for (const path of ['/register', '/howto', '/contact']) {
      const { html } = await prerenderPage(testAppConfig, route(path));
      expect(html, path).toContain('<h1');
      expect(html, path).toContain('wk-bottom-bar');
    }
  });

  it('renders the player pages as the shell with skeletons of the data to come', async () => {
    for (const path of ['/user/home', '/user/bonus', '/user/spin', '/user/statement']) {
      const { html } = await prerenderPage(testAppConfig, route(path));
      expect(html, path).toContain('wk-top-bar');
      expect(html, path).toContain('ออกจากระบบ');
      expect(html, path).toContain('aria-busy="true"');
      // The support chat's room in the top bar is kept, empty, before the chat mounts into it (CLS 0).
      expect(html, path).toContain('<div class="wl-shell__chat-slot"></div>');
    }
  });

  it("inlines a page's early paint only with every read it declares prefetched by the page", async () => {
    const home = route('/user/home');
    const { prefetchScript } = await prerenderPage(testAppConfig, home);
    expect(prefetchScript).toContain(JSON.stringify(home.earlyPaint?.name));
    await expect(
      prerenderPage(testAppConfig, { ...home, prefetch: ['/api/spinwheel/active'] }),
    ).rejects.toThrow('reads what is not prefetched: /api/wallet');
  });

  it('writes no style attribute on any page (the strict CSP hashes the inline <style>, it refuses attributes)', async () => {
    for (const prerendered of PRERENDER_ROUTES) {
      const { html } = await prerenderPage(testAppConfig, prerendered);
      expect(html, prerendered.path).not.toMatch(/\sstyle=/);
    }
  });
});
