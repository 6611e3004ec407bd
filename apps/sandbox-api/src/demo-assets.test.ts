import { describe, expect, it } from 'vitest';
import { createSandboxApp } from './app';
import { DEMO_CDN, demoAssetSvg } from './demo-assets';

describe('demo assets', () => {
  it('draws every kind of demo image and refuses anything else', () => {
    expect(demoAssetSvg('games/pg-logo.svg')).toContain('>PG<');
    expect(demoAssetSvg('games/pg-bg.svg')).toContain('width="300" height="211"');
    expect(demoAssetSvg('banners/welcome.svg')).toContain('>WELCOME<');
    expect(demoAssetSvg('contact/line-qr.svg')).toContain('<svg');
    expect(demoAssetSvg('games/../secret.svg')).toBeNull();
    expect(demoAssetSvg('other/x.svg')).toBeNull();
    expect(demoAssetSvg('banners/refund.png')).toContain('>REFUND<');
    expect(demoAssetSvg('games/pg-logo.gif')).toBeNull();
  });

  it('draws banners with enough detail to count as content where a bonus card shows them (over 0.05 bits per pixel)', () => {
    // Chrome leaves out of the largest paint any image under 0.05 bits per shown pixel: a flat fill would never be
    // the bonus page's largest paint, as a real banner (a photo) is. A card's banner: up to 600 x 220 px.
    for (const name of ['welcome', 'daily', 'weekly', 'cashback', 'a']) {
      const bytes = new TextEncoder().encode(demoAssetSvg(`banners/${name}.svg`) ?? '').length;
      expect((bytes * 8) / (600 * 220), name).toBeGreaterThan(0.05 * 2);
    }
  });

  it('escapes what it writes into the SVG', () => {
    expect(demoAssetSvg('banners/a_b.svg')).toContain('>A B<');
  });

  it('serves them as SVG and puts them on the answering origin in /api answers', async () => {
    const { app } = createSandboxApp({ log: () => undefined });
    const image = await app.request('http://sandbox.test/__assets/games/pg-logo.svg');
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toContain('image/svg+xml');
    expect((await app.request('http://sandbox.test/__assets/nope.svg')).status).toBe(404);

    const contact = await app.request('http://sandbox.test/api/lookup/contact');
    const text = await contact.text();
    expect(text).not.toContain(DEMO_CDN);
    expect(JSON.parse(text).lineQR).toBe('http://sandbox.test/__assets/contact/line-qr.svg');
  });
});
