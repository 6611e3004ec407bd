// Quick starts run in Chromium against a real sandbox: the chat widget and the spin wheel, each as its own page.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../presets/chromium.mjs';
import { startServer, stopServer, waitForOutput } from '../lib/servers.mjs';
import { root } from './shared.mjs';

/** The API URL the READMEs' examples use; the browser check swaps in the sandbox's. */
const EXAMPLE_API_URL = 'https://api.example.com';
const PAGE_TIMEOUT_MS = 30_000;
/** The sandbox's demo player on the Thai market (README.md; the sandbox prints it when it starts). */
const DEMO_PLAYER = { username: '0812345678', password: 'demo1234' };

/** A real sandbox (HTTP + socket.io) on a free port, in its own process group; resolves it with its URL. */
async function startSandbox() {
  const sandbox = startServer(
    'the sandbox',
    process.execPath,
    ['--conditions=@wallet/source', '--import', 'tsx', 'apps/sandbox-api/src/main.ts', '--port', '0'],
    { cwd: root },
  );
  const [, url] = await waitForOutput(sandbox, /listening on (http:\/\/\S+)/, 60_000);
  return { ...sandbox, url };
}

/** Serves a folder on 127.0.0.1 (another origin than the sandbox, as another team's site would be). */
function serveFolder(dir) {
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.woff2': 'font/woff2',
  };
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    const file = path.join(dir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(dir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${server.address().port}` }),
    ),
  );
}

/** Bundles a quick start with Vite as a page of its own, its example API URL replaced by the sandbox's; serves it. */
async function buildQuickStartPage(block, consumerDir, folder, apiUrl) {
  if (!block.code.includes(EXAMPLE_API_URL)) {
    throw new Error(`${block.source}: the quick start has no ${EXAMPLE_API_URL} to point at the sandbox`);
  }
  const appDir = path.join(consumerDir, folder);
  fs.mkdirSync(appDir);
  const entry = `main.${path.extname(block.file).slice(1)}`;
  fs.writeFileSync(path.join(appDir, entry), block.code.replaceAll(EXAMPLE_API_URL, apiUrl));
  fs.writeFileSync(
    path.join(appDir, 'index.html'),
    // No favicon request (the page's own server has none to give).
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">' +
      '<title>Consumer</title></head>' +
      `<body><script type="module" src="./${entry}"></script></body></html>\n`,
  );
  const { build } = await import('vite');
  await build({
    root: appDir,
    configFile: false,
    logLevel: 'error',
    build: { outDir: path.join(appDir, 'dist'), emptyOutDir: true },
  });
  return serveFolder(path.join(appDir, 'dist'));
}

/**
 * Opens `url` in a new Chromium page that collects every console error, failed request, uncaught error and HTTP
 * error into `problems`; runs `body(page)`, then closes the browser.
 */
async function withPage(url, problems, { contextOptions = {}, initScript } = {}, body) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, ...contextOptions });
    const page = await context.newPage();
    page.setDefaultTimeout(PAGE_TIMEOUT_MS);
    page.on('console', (message) => {
      // A failed load is reported with its URL below; the console line does not name it.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        problems.push(`console error: ${message.text()}`);
      }
    });
    page.on('requestfailed', (request) =>
      problems.push(`failed request: ${request.url()} (${request.failure()?.errorText})`),
    );
    page.on('pageerror', (error) => problems.push(`uncaught error: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    // The sandbox's demo data has images on a made-up .example host: answer them here rather than let the name
    // lookup fail.
    await page.route(/^https?:\/\/[^/]+\.example\//, (route) =>
      route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
    );
    if (initScript) await page.addInitScript(initScript.script, initScript.arg);
    await page.goto(url, { waitUntil: 'load' });
    await body(page);
  } finally {
    await browser.close();
  }
}

async function sandboxJson(sandbox, pathname, { method = 'GET', token, body } = {}) {
  const response = await fetch(`${sandbox.url}${pathname}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${pathname}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

export async function checkWidget(block, consumerDir) {
  const sandbox = await startSandbox();
  const problems = [];
  let site;
  try {
    site = await buildQuickStartPage(block, consumerDir, 'widget-app', sandbox.url);
    await withPage(site.url, problems, {}, async (page) => {
      await page.getByRole('button', { name: 'Open chat', exact: true }).click();
      const chat = page.getByRole('dialog');
      const text = `Hello from another team ${Date.now()}`;
      const box = chat.getByRole('textbox');
      await box.fill(text);
      await box.press('Enter');
      await chat.getByText(text, { exact: true }).waitFor();
      // The sandbox's automatic support reply (apps/sandbox-api/README.md, "Chat"), pushed over socket.io.
      await chat.getByText('สวัสดีค่ะ ยินดีให้บริการ / Hello, how can we help?', { exact: true }).waitFor();
    });
    const stored = await sandboxJson(sandbox, '/__sandbox/requests?path=/api/chat/send-message&method=POST');
    if (stored.count !== 1) problems.push(`the sandbox received ${stored.count} sends, expected 1`);
  } finally {
    site?.server.close();
    await stopServer(sandbox);
  }
  if (problems.length) throw new Error(`the widget ran with problems:\n${[...new Set(problems)].join('\n')}`);
}

/**
 * The spin-wheel's vanilla quick start as the demo player: logged in through the API (its token where the quick
 * start reads it), one slice forced (`POST /__sandbox/spin`) so the prize is known, one tap on Spin. The wheel must
 * land on that slice and show it, having spent exactly one coin in one spin call.
 */
export async function checkSpinWheel(block, consumerDir) {
  const sandbox = await startSandbox();
  const problems = [];
  let site;
  try {
    const { token } = await sandboxJson(sandbox, '/api/login', { method: 'POST', body: DEMO_PLAYER });
    const setup = await sandboxJson(sandbox, '/api/spinwheel/setup', { token });
    const slices = setup.result.activeSpinwheel?.slice ?? [];
    const coins = setup.result.userCoin;
    if (slices.length < 2 || coins < 1) {
      throw new Error(`the demo player cannot spin: ${slices.length} slices, ${coins} coins`);
    }
    // Not the first slice: a wheel at rest shows that one under its pointer.
    const target = slices[1];
    await sandboxJson(sandbox, '/__sandbox/spin', { method: 'POST', body: { code: target.code } });
    site = await buildQuickStartPage(block, consumerDir, 'spin-wheel-app', sandbox.url);
    const spun = [];
    let ending = { outcome: 'none', shown: '' };
    await withPage(
      site.url,
      problems,
      {
        // The 600 ms settle instead of the long spin; the quick start still waits its 2 s before showing the prize.
        contextOptions: { reducedMotion: 'reduce' },
        initScript: { script: (value) => sessionStorage.setItem('wallet-token', value), arg: token },
      },
      async (page) => {
        page.on('response', async (response) => {
          if (new URL(response.url()).pathname === '/api/spinwheel/spin' && response.ok()) {
            spun.push((await response.json().catch(() => null))?.result?.code ?? null);
          }
        });
        await page.getByRole('button', { name: /^Spin\b/ }).click();
        // Either the quick start shows its prize, or the wheel announces a spin with no prize drawn.
        const won = `You won ${target.label}`;
        const ended = await page.waitForFunction(
          (text) => {
            const body = document.body.innerText;
            if (body.includes(text)) return 'won';
            return /could not be completed|No prize/i.test(body) ? 'no prize' : false;
          },
          won,
          { timeout: PAGE_TIMEOUT_MS },
        );
        ending = {
          outcome: await ended.jsonValue(),
          shown: await page.evaluate(() => document.body.innerText.trim().replace(/\s+/g, ' ')),
        };
      },
    );
    const after = await sandboxJson(sandbox, '/api/spinwheel/active', { token });
    if (ending.outcome !== 'won') {
      problems.push(
        `the wheel came to rest with no prize, coins ${coins} -> ${after.coins}: the sandbox answered ` +
          `${spun.join(', ') || 'nothing'}, one of its own slice codes (${slices.map((s) => s.code).join(', ')}); ` +
          `the page shows "${ending.shown.slice(0, 300)}"`,
      );
    }
    const calls = await sandboxJson(sandbox, '/__sandbox/requests?path=/api/spinwheel/spin&method=POST');
    if (calls.count !== 1) problems.push(`${calls.count} spin calls reached the sandbox, expected 1`);
    if (after.coins !== coins - 1)
      problems.push(`coins went from ${coins} to ${after.coins}, expected ${coins - 1}`);
  } finally {
    site?.server.close();
    await stopServer(sandbox);
  }
  if (problems.length) {
    throw new Error(`the spin wheel ran with problems:\n${[...new Set(problems)].join('\n')}`);
  }
}
