// The sandbox's own demo CDN: game logos and backgrounds, banners and the support QR are drawn as small SVGs and
// served at /__assets on the answering origin, so the demo never reaches for a host that does not exist.
import type { Hono, MiddlewareHandler } from 'hono';

/** The host the seed data names for its images; answers carry `<origin>/__assets` instead. */
export const DEMO_CDN = 'https://cdn.wallet-sandbox.example';
export const DEMO_ASSETS_PATH = '/__assets';

const escape = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A stable hue per name, so every game keeps its colour. */
function hue(name: string): number {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) % 360;
  return hash;
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** Label of an asset from its file name: `pg-logo.svg` -> `PG`, `welcome.svg` -> `WELCOME`. */
function label(file: string): string {
  return file
    .replace(/\.svg$/, '')
    .replace(/-(logo|bg)$/, '')
    .replace(/[-_]+/g, ' ')
    .toUpperCase();
}

/** The SVG of one demo asset (`games/<code>-logo.svg`, `games/<code>-bg.svg`, `banners/<name>.svg`, `contact/...`), or null. */
export function demoAssetSvg(path: string): string | null {
  // Seed data names .svg; images a test sets (e.g. banners) may say .png or .jpg: the same drawing answers.
  const match = /^(games|banners|contact)\/([a-z0-9_-]+)\.(svg|png|jpg)$/i.exec(path);
  if (!match) return null;
  const [, kind, base] = match as unknown as [string, string, string];
  const file = `${base}.svg`;
  const name = label(file);
  const h = hue(name);
  if (kind === 'games' && file.endsWith('-logo.svg')) {
    return svg(
      160,
      90,
      `<rect width="160" height="90" rx="12" fill="hsl(${h} 70% 30%)"/>` +
        `<text x="80" y="54" font-family="sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">${escape(name)}</text>`,
    );
  }
  if (kind === 'games') {
    return svg(
      300,
      211,
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 70% 45%)"/>` +
        `<stop offset="1" stop-color="hsl(${(h + 60) % 360} 70% 25%)"/></linearGradient></defs>` +
        `<rect width="300" height="211" fill="url(#g)"/>`,
    );
  }
  if (kind === 'banners') {
    // Drawn like a promotion banner (gradient, confetti, a tag line), not a flat fill: Chrome does not count an image
    // of under 0.05 bits per shown pixel as a page's content (largest paint), and a real banner, a photo, is far above.
    const confetti = Array.from({ length: 24 }, (_, i) => {
      const x = (i * 137 + h * 3) % 640;
      const y = (i * 71 + h) % 360;
      return `<circle cx="${x}" cy="${y}" r="${6 + ((i * 5 + h) % 18)}" fill="hsl(${(h + i * 29) % 360} 85% 70%)"/>`;
    }).join('');
    return svg(
      640,
      360,
      `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 70% 42%)"/>` +
        `<stop offset="1" stop-color="hsl(${(h + 40) % 360} 70% 22%)"/></linearGradient></defs>` +
        `<rect width="640" height="360" fill="url(#b)"/><g opacity=".35">${confetti}</g>` +
        `<text x="320" y="195" font-family="sans-serif" font-size="44" font-weight="700" fill="#fff" text-anchor="middle">${escape(name)}</text>` +
        `<text x="320" y="240" font-family="sans-serif" font-size="20" fill="#fff" opacity=".85" text-anchor="middle">PROMOTION</text>`,
    );
  }
  // contact/: the support QR stand-in, a checker pattern with finder squares (not scannable; the link is beside it).
  const cells: string[] = [];
  for (let y = 0; y < 21; y += 1) {
    for (let x = 0; x < 21; x += 1) {
      if ((x * 7 + y * 13 + x * y) % 3 === 0)
        cells.push(`<rect x="${x * 8}" y="${y * 8}" width="8" height="8"/>`);
    }
  }
  const finder = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="56" height="56" fill="#000"/><rect x="${x + 8}" y="${y + 8}" width="40" height="40" fill="#fff"/><rect x="${x + 16}" y="${y + 16}" width="24" height="24" fill="#000"/>`;
  return svg(
    168,
    168,
    `<rect width="168" height="168" fill="#fff"/><g fill="#000">${cells.join('')}</g>${finder(0, 0)}${finder(112, 0)}${finder(0, 112)}`,
  );
}

/** GET /__assets/<kind>/<file>.svg: the demo images (cached for a day; they never change). */
export function demoAssetRoutes(app: Hono): void {
  app.get(`${DEMO_ASSETS_PATH}/*`, (c) => {
    const image = demoAssetSvg(c.req.path.slice(DEMO_ASSETS_PATH.length + 1));
    if (!image) return c.notFound();
    return c.body(image, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}

/** Answers of /api name the demo CDN; this puts the sandbox's own /__assets on the origin the request reached. */
export function demoAssetUrls(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.get('Content-Type')?.includes('application/json')) return;
    const text = await c.res.clone().text();
    if (!text.includes(DEMO_CDN)) return;
    const origin = new URL(c.req.url).origin;
    const headers = new Headers(c.res.headers);
    headers.delete('Content-Length');
    c.res = new Response(text.replaceAll(DEMO_CDN, `${origin}${DEMO_ASSETS_PATH}`), {
      status: c.res.status,
      headers,
    });
  };
}
