#!/usr/bin/env node
// Bundle budget of a built app: brotli size of each group of files in dist/ against its limit.
// Usage (in an app folder): node --import tsx check-bundle-budget.mjs ../bundle-budget.json — entries
// { name, files: RegExp source, limitKb, maxFiles? } (maxFiles: at most that many files, each a request on a slow
// phone); `files: "initial"` means every script index.html loads or preloads
// (`initial:/login`: the page prerendered for /login). `prerenderedFrom`: the route table (a module exporting
// PRERENDER_ROUTES, path relative to the budget file; TypeScript, hence tsx): each route has its page rendered at
// build time (dist/<route>/index.html) with its content, its CSS inline (no render-blocking stylesheet) and the
// regular and bold fonts of the default language preloaded.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { initialScriptPaths } from '../vite/initial-scripts.ts';

const configFile = path.resolve(process.argv[2] ?? '../bundle-budget.json');
const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));
const dist = path.resolve(config.dist ?? 'dist');
/** The prerendered routes, from the route table the build renders (never a copy of it). */
async function prerenderedRoutes() {
  if (!config.prerenderedFrom) return [];
  const table = path.resolve(path.dirname(configFile), config.prerenderedFrom);
  const { PRERENDER_ROUTES } = await import(pathToFileURL(table).href);
  if (!Array.isArray(PRERENDER_ROUTES) || PRERENDER_ROUTES.length === 0)
    throw new Error(`${table} exports no PRERENDER_ROUTES`);
  return PRERENDER_ROUTES.map((route) => route.path);
}
const all = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? all(path.join(dir, e.name)) : [path.join(dir, e.name)]));
const files = all(dist).map((f) => path.relative(dist, f));
let failed = false;
/** The scripts the page loads before it is interactive (tools/vite/initial-scripts.ts). */
function initialScripts(route = '') {
  return initialScriptPaths(fs.readFileSync(path.join(dist, route, 'index.html'), 'utf8'));
}

for (const route of await prerenderedRoutes()) {
  const file = path.join(dist, route, 'index.html');
  const html = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const problems = [
    !html && 'no page',
    html && !html.includes(`<div id="root" data-prerendered="${route}"`) && 'no prerendered root',
    html && /<div id="root"[^>]*><\/div>/.test(html) && 'empty root',
    html && !/<h1[\s>]/.test(html) && 'no heading',
    // A disabled stylesheet link is never fetched (it names an inlined one for the lazy chunks' loader).
    /<link rel="stylesheet"(?![^>]*\sdisabled[\s>])/.test(html) && 'a render-blocking stylesheet',
    html && !/<style>/.test(html) && 'no inline CSS',
    html && !/<link rel="preload" as="font"[^>]*\.woff2"/.test(html) && 'no preloaded font',
  ].filter(Boolean);
  if (problems.length) failed = true;
  console.log(
    `${problems.length ? '✖' : '✔'} prerendered ${route}${problems.length ? `: ${problems.join(', ')}` : ''}`,
  );
}

for (const { name, files: pattern, limitKb, floorKb, maxFiles } of config.budgets) {
  const initial = /^initial(?::(\/.*))?$/.exec(pattern);
  const re = initial ? null : new RegExp(pattern);
  const matched = re ? files.filter((f) => re.test(f)) : initialScripts(initial?.[1] ?? '');
  if (matched.length === 0) {
    console.error(`✖ ${name}: no file matches /${pattern}/`);
    failed = true;
    continue;
  }
  const bytes = matched.reduce(
    (sum, f) =>
      sum +
      zlib.brotliCompressSync(fs.readFileSync(path.join(dist, f)), {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
      }).byteLength,
    0,
  );
  const kb = bytes / 1024;
  const ok = kb <= limitKb && (maxFiles === undefined || matched.length <= maxFiles);
  if (!ok) failed = true;
  console.log(
    `${ok ? '✔' : '✖'} ${name}: ${kb.toFixed(1)} KB brotli (limit ${limitKb} KB, ${matched.length} file${matched.length > 1 ? 's' : ''}${maxFiles === undefined ? '' : ` of at most ${maxFiles}`}${floorKb ? `; ${(kb / floorKb).toFixed(2)}x the perf floor's ${floorKb} KB` : ''})`,
  );
}
if (failed) {
  console.error('Bundle budget exceeded.');
  process.exit(1);
}
