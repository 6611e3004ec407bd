// The static Storybook (storybook-static/) as an operator deploys it: under a sub-path (/storybook/) of a plain static
// server, opened in Chromium. Fails on any console error, any failed request and any request leaving the server:
// - every docs page of the kit, the wheel and the chat widget renders a props table;
// - the given stories (default: the four that were red in the UI while green in the tests, and a screen story on the
//   sandbox behind the mock service worker) pass in the Storybook UI itself: the manager page, its preview frame
//   at the phone viewport the tests use, the play function and the story's checks finishing with "success" (a story
//   that does not is visited once more, printed as flaky with its reason: the play function's error, an error left
//   unhandled while it played, or the failed report's rules).
// Prints the browser console of the screen story. Usage (after `npx nx run @wallet/storybook:build`):
//   node apps/storybook/check-deployed.mjs [--port N] [--dir storybook-static] [story-id ...]
// or against a running Storybook (`npm run storybook -- --port 4460`), the same checks:
//   node apps/storybook/check-deployed.mjs --url http://localhost:4460/ [--stories-only] [story-id ...]
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../tools/presets/chromium.mjs';

const DOCUMENTED_LIBS = /libs\/(ui-kit|spin-wheel|chat-sdk)\//;
const SCREEN_STORY = 'screens-player-routes--home';
const DEFAULT_STORIES = [
  'overlays-alertdialog--success',
  'overlays-alertdialog--confirm',
  'content-carousel--slot-games',
  'overlays-modaldialog--open-long-thai',
  SCREEN_STORY,
];
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
};

const { values, positionals } = parseArgs({
  options: {
    port: { type: 'string', default: '0' }, // 0: any free port
    dir: { type: 'string', default: 'storybook-static' },
    url: { type: 'string' },
    'stories-only': { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const STATIC_ROOT = path.resolve(import.meta.dirname, values.dir);
const storyIds = positionals.length > 0 ? positionals : DEFAULT_STORIES;
const running = values.url ? new URL(values.url) : null;
const BASE = running ? running.pathname : '/storybook/';

if (!running && !existsSync(path.join(STATIC_ROOT, 'index.json')))
  throw new Error(`No static Storybook in ${STATIC_ROOT}: run npx nx run @wallet/storybook:build first`);

/** A static server that knows nothing of Storybook: files under BASE, 404 elsewhere (as a CDN would). */
const server = http.createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  const relative = pathname.startsWith(BASE) ? decodeURIComponent(pathname.slice(BASE.length)) : null;
  const file = relative === null ? null : path.join(STATIC_ROOT, relative === '' ? 'index.html' : relative);
  if (!file || !file.startsWith(STATIC_ROOT) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
if (!running) await new Promise((resolve) => server.listen(Number(values.port), '127.0.0.1', resolve));
const origin = running ? running.origin : `http://127.0.0.1:${server.address().port}`;

const index = running
  ? await (await fetch(new URL('index.json', running))).json()
  : JSON.parse(readFileSync(path.join(STATIC_ROOT, 'index.json'), 'utf8'));
const entries = Object.values(index.entries);
const failures = [];

const browser = await chromium.launch(chromiumLaunchOptions());
// One browser profile for every visit, as one reader's browser: the preview's files are fetched and compiled once, not
// once per docs page.
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
try {
  // Every documented component has a docs page.
  const documented = new Set(
    entries.filter((e) => e.type === 'story' && DOCUMENTED_LIBS.test(e.importPath)).map((e) => e.title),
  );
  const docs = values['stories-only']
    ? []
    : entries.filter((e) => e.type === 'docs' && documented.has(e.title));
  for (const title of values['stories-only'] ? [] : documented)
    if (!docs.some((d) => d.title === title)) failures.push(`${title}: no docs page (tags: ['autodocs'])`);
  for (const entry of docs) {
    await visit(`iframe.html?id=${entry.id}&viewMode=docs`, entry.id, async (page) => {
      // The props table of the component (its first table when it has subcomponents) lists documented props.
      const table = page.locator('.docblock-argstable').first();
      await table.waitFor({ timeout: 20_000 });
      const rows = await table.locator('tbody tr').count();
      if (rows === 0) return 'props table with no rows';
      return null;
    });
  }
  console.log(`${docs.length} docs pages checked`);

  // The stories, in the manager UI at /storybook/?path=/story/<id>.
  for (const id of storyIds) {
    if (!entries.some((e) => e.id === id)) {
      failures.push(`${id}: no such story in index.json`);
      continue;
    }
    const checkStory = async (page) => {
      const frame = page.frameLocator('#storybook-preview-iframe');
      const status = await page.waitForFunction(
        () => {
          const preview = document.querySelector('#storybook-preview-iframe')?.contentWindow;
          return preview?.__storyFinished ?? null;
        },
        null,
        { timeout: 60_000 },
      );
      const { status: result, reasons, width, height } = await status.jsonValue();
      await frame.locator('body').waitFor();
      if (width !== 360 || height !== 640)
        return `preview frame ${width} x ${height}, not the tests' 360 x 640`;
      return result === 'success'
        ? null
        : `story finished with "${result}": ${reasons.join('; ') || 'no reason sent'}`;
    };
    // One retry, as the browser tests have: a play function's waits can run out on a 2-core machine busy with other
    // checks. A story that passes only on its retry is printed as flaky, with its first reason.
    let consoleLines = await visit(`?path=/story/${id}`, id, checkStory, { final: false });
    if (consoleLines === null) consoleLines = await visit(`?path=/story/${id}`, `${id} (retry)`, checkStory);
    if (id === SCREEN_STORY)
      console.log(`Browser console of ${BASE}?path=/story/${id}:\n${consoleLines.join('\n') || '(empty)'}`);
  }
} finally {
  await browser.close();
  if (!running) server.close();
}

/**
 * Opens BASE + `url` in a fresh page and runs `check`; records what it returns and every console error, page error,
 * failed request and request to another origin. Returns the page's console lines (every frame). With `final: false`
 * a visit with problems prints them as flaky and returns null, recording no failure: the caller visits again.
 */
async function visit(url, name, check, { final = true } = {}) {
  const page = await context.newPage();
  const lines = [];
  const problems = [];
  // Every frame (the preview in the manager) records the story's end, with its own size.
  await page.addInitScript(() => {
    const attach = () => {
      const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel || !document.getElementById('storybook-root')) return void setTimeout(attach, 10);
      // Why a story ends in "error": its play function threw, an error went unhandled while it played, or a
      // reporter (the a11y check) failed.
      const reasons = [];
      const messageOf = (error) =>
        String(error?.message ?? error)
          .split('\n')
          .slice(0, 3)
          .join(' / ');
      channel.on('playFunctionThrewException', (error) =>
        reasons.push(`play function threw: ${messageOf(error)}`),
      );
      channel.on('unhandledErrorsWhilePlaying', (errors) =>
        reasons.push(...errors.map((error) => `unhandled while playing: ${messageOf(error)}`)),
      );
      channel.on('storyFinished', ({ status, reporters = [] }) => {
        for (const report of reporters.filter((r) => r.status === 'failed'))
          reasons.push(
            `${report.type} report failed: ${
              (report.result?.violations ?? []).map((v) => `${v.id} (${v.nodes.length})`).join(', ') ||
              'no detail'
            }`,
          );
        window.__storyFinished = { status, reasons, width: innerWidth, height: innerHeight };
      });
    };
    attach();
  });
  page.on('console', (message) => {
    // The browser's own favicon request goes to the server's root, outside the deployment.
    if (message.location().url.endsWith('/favicon.ico')) return;
    lines.push(`[${message.type()}] ${message.text()}`);
    // Its first line: a testing-library error goes on with a dump of the whole DOM.
    if (message.type() === 'error') problems.push(`console error: ${message.text().split('\n')[0]}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    const target = new URL(request.url());
    if (!['data:', 'blob:'].includes(target.protocol) && target.origin !== origin)
      problems.push(`request leaving the server: ${request.url()}`);
  });
  page.on('requestfailed', (request) => {
    // A docs page re-rendering its story frames aborts the first load of a frame: not a failed request.
    if (request.failure()?.errorText === 'net::ERR_ABORTED' && request.resourceType() === 'document') return;
    problems.push(`failed request: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !new URL(response.url()).pathname.startsWith('/api/'))
      problems.push(`${response.status()} ${response.url()}`);
  });
  try {
    await page.goto(`${origin}${BASE}${url}`);
    const problem = await check(page);
    if (problem) problems.push(problem);
  } catch (error) {
    problems.push(error instanceof Error ? error.message.split('\n')[0] : String(error));
  } finally {
    await page.close();
  }
  if (problems.length > 0 && !final) {
    console.log(`flaky ${name}, visiting again: ${[...new Set(problems)].join('; ')}`);
    return null;
  }
  for (const problem of new Set(problems)) failures.push(`${name}: ${problem}`);
  console.log(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${name}`);
  return lines;
}

if (failures.length > 0) {
  console.error(`\n${failures.length} problem(s):\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('The deployed Storybook is clean: no console error, no failed or outside request.');
