#!/usr/bin/env node
// Draws each app's install icons (web app manifest) in its brand colour from one SVG, with Debian's Chromium:
// icons/icon-192.png and icons/icon-512.png (rounded, transparent corners) and icons/maskable-512.png (full bleed,
// the mark inside the 80 % safe circle that launchers may crop to). The PNGs are committed; run it again after a
// brand colour changes in apps/<app>/src/app.config.ts:
//   node --import tsx tools/scripts/generate-app-icons.mjs
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../presets/chromium.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const APPS = ['thai-web', 'laos-web'];
/** The coin of the mark (the favicon's). */
const COIN = '#f59e0b';

/** The wallet mark on a 64-unit grid: the favicon's drawing, with a flap and a clasp. */
function mark(brand, onBrand) {
  return `
    <rect x="12" y="19" width="40" height="28" rx="5" fill="${onBrand}"/>
    <path d="M16 19 L40 12 L43 19 Z" fill="${onBrand}" opacity="0.75"/>
    <rect x="36" y="28" width="16" height="11" rx="3" fill="${brand}" opacity="0.18"/>
    <circle cx="43" cy="33.5" r="4" fill="${COIN}"/>`;
}

function iconSvg({ brand, onBrand }, maskable) {
  // Maskable: square background to the edges, the mark scaled to 72 % around the centre (inside the safe circle).
  const body = maskable
    ? `<rect width="64" height="64" fill="${brand}"/>
       <g transform="translate(32 32) scale(0.72) translate(-32 -29.5)">${mark(brand, onBrand)}</g>`
    : `<rect width="64" height="64" rx="14" fill="${brand}"/>
       <g transform="translate(0 2.5)">${mark(brand, onBrand)}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="100%" height="100%">${body}</svg>`;
}

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const app of APPS) {
    const { appConfig } = await import(path.join(root, 'apps', app, 'src/app.config.ts'));
    const outDir = path.join(root, 'apps', app, 'public/icons');
    await mkdir(outDir, { recursive: true });
    for (const [file, size, maskable] of [
      ['icon-192.png', 192, false],
      ['icon-512.png', 512, false],
      ['maskable-512.png', 512, true],
    ]) {
      const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
      await page.setContent(
        `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>` +
          iconSvg(appConfig.theme, maskable),
      );
      await page.screenshot({ path: path.join(outDir, file), omitBackground: true });
      await page.close();
      console.log(`apps/${app}/public/icons/${file} (${size}x${size})`);
    }
  }
} finally {
  await browser.close();
}
