// The prerendered pages of a build and how they painted: shared by the tests that serve a build as a host would
// (deployment-headers.spec.ts: a stand-in CDN; deployment-nginx.spec.ts: real nginx).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** The routes the build prerendered: every `<route>/index.html` of the build. */
export async function prerenderedRoutes(dist: string, prefix = ''): Promise<string[]> {
  const routes: string[] = [];
  for (const entry of await readdir(path.join(dist, prefix), { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = prefix ? `${prefix}/${entry.name}` : entry.name;
    const files = await readdir(path.join(dist, folder));
    if (files.includes('index.html')) routes.push(`/${folder}`);
    routes.push(...(await prerenderedRoutes(dist, folder)));
  }
  return routes.sort();
}

/** `#5b21b6` -> `rgb(91, 33, 182)`, as getComputedStyle gives it. */
export function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** What the page's styles computed to: the body's font and margin, the first primary button's background. */
export function paintedStyles(page: Page) {
  return page.evaluate(() => {
    const body = getComputedStyle(document.body);
    const button = document.querySelector('.wk-button--primary');
    return {
      font: body.fontFamily.split(',')[0]?.replaceAll('"', '').trim(),
      margin: body.margin,
      button: button ? getComputedStyle(button).backgroundColor : null,
    };
  });
}
