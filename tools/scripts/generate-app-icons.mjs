#!/usr/bin/env node
// Draws each app's install icons in its brand colour from one SVG (the wallet mark on a rounded brand square) with
// the PWA plugin's companion generator, @vite-pwa/assets-generator (sharp), into apps/<app>/public/icons:
// - icon-192.png, icon-512.png: the web app manifest's standard icons (rounded, transparent corners);
// - maskable-512.png: the manifest's maskable icon (full bleed in the brand colour, the mark inside the 80 % safe
//   circle that launchers may crop to);
// - apple-touch-icon-180x180.png: iOS's home-screen icon (linked from index.html; opaque, as iOS fills transparency
//   with black and rounds the corners itself).
// The PNGs are committed; run it again after a brand colour changes in apps/<app>/src/app.config.ts:
//   node --import tsx tools/scripts/generate-app-icons.mjs
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { instructions } from '@vite-pwa/assets-generator/api/instructions';
import { generateAssets } from '@vite-pwa/assets-generator/api/generate-assets';

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

/** The source image: the mark on a rounded square of the brand colour, transparent corners. */
function iconSvg({ brand, onBrand }) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="512" height="512">` +
    `<rect width="64" height="64" rx="14" fill="${brand}"/>` +
    `<g transform="translate(0 2.5)">${mark(brand, onBrand)}</g></svg>`
  );
}

/** File names the manifest (tools/vite/pwa.ts) and index.html link to. */
function assetName(type, size) {
  if (type === 'transparent') return `icon-${size.width}.png`;
  if (type === 'maskable') return `maskable-${size.width}.png`;
  return `apple-touch-icon-${size.width}x${size.height}.png`;
}

for (const app of APPS) {
  const { appConfig } = await import(path.join(root, 'apps', app, 'src/app.config.ts'));
  const outDir = path.join(root, 'apps', app, 'public/icons');
  await mkdir(outDir, { recursive: true });
  const opaque = { fit: 'contain', background: appConfig.theme.brand };
  const assets = await instructions({
    imageResolver: () => Buffer.from(iconSvg(appConfig.theme)),
    imageName: 'icon.svg',
    preset: {
      // No favicon: the apps link their own favicon.svg.
      transparent: { sizes: [192, 512], padding: 0, favicons: [] },
      // The square's corners filled with the brand: full bleed; the mark scaled into the safe circle.
      maskable: { sizes: [512], padding: 0.25, resizeOptions: opaque },
      apple: { sizes: [180], padding: 0.1, resizeOptions: opaque },
      assetName,
      png: { compressionLevel: 9, quality: 90 },
    },
    htmlLinks: { xhtml: false, includeId: false },
    basePath: '/icons/',
    resolveSvgName: (name) => name,
  });
  await generateAssets(assets, true, outDir);
  for (const icon of [
    ...Object.values(assets.transparent),
    ...Object.values(assets.maskable),
    ...Object.values(assets.apple),
  ])
    console.log(`apps/${app}/public/icons/${icon.name} (${icon.width}x${icon.height})`);
}
