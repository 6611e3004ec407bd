// `npm run bench`: the apps side by side with the performance floor (bench/perf-floor, the smallest app on this
// stack), measured in one run with the same Lighthouse settings (mobile default: simulated slow 4G, 4x CPU), runs
// alternating floor / route, medians and ratios to the floor. A measurement, not a test (not part of npm test):
// absolute times on a shared machine vary from run to run, the ratios measured side by side hold.
//
// Each run also measures the time to the first answered tap (first-tap.ts) of the floor and of each page, alternating
// too, under the same throttling (DevTools: 4x CPU, slow 4G); medians with their spread (lowest-highest).
//
// Options: --runs N (3), --routes thai-web:/login,laos-web:/user/home (default: every page in PAGES, both apps),
// --no-build (use the apps' existing dist/), --floor DIR (the floor's sources; default bench/perf-floor, a copy of
// the yardstick handed over with the brief). The floor is copied into a temporary folder, installed (npm) and built
// there: its folder in the repo is never touched.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, readdirSync } from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../tools/presets/chromium.mjs';
import { initialScriptPaths } from '../../../tools/vite/initial-scripts.ts';
import lighthouse from 'lighthouse';
import { prepareFirstVisit } from '../src/support/first-visit';
import { REPORT_ONLY_GATHERING_OFF } from '../src/support/lighthouse-report-only';
import { startSandbox } from '@wallet/sandbox-api';
import { measureFirstTap, spreadOf, tapPlan, type TapRun } from './first-tap';
import {
  checkBar,
  formatMisses,
  runTrace,
  type BenchRow,
  type Figures,
  type RunTrace,
  type ScriptSize,
} from './bench-bar';

const root = path.resolve(import.meta.dirname, '../../..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    floor: { type: 'string', default: path.resolve(import.meta.dirname, 'perf-floor') },
  },
});
const RUNS = Number(values.runs);
const APPS = ['thai-web', 'laos-web'] as const;
type App = (typeof APPS)[number];
/** Each build's default language (its pages' texts, which the taps find their targets by). */
const APP_LOCALE = { 'thai-web': 'th', 'laos-web': 'la' } as const;
/** The pages a player opens first: the prerendered guest screens and the player shell's main pages. */
const PAGES = [
  '/login',
  '/register',
  '/howto',
  '/contact',
  '/user/home',
  '/user/spin',
  '/user/bonus',
  '/user/statement',
];
/** Every page of both builds: they share the screens but not their language, fonts or market. */
const DEFAULT_ROUTES = APPS.flatMap((app) => PAGES.map((route) => `${app}:${route}`));
const targets = (values.routes?.split(',') ?? DEFAULT_ROUTES).map((spec) => {
  const [app, route] = spec.split(':') as [App, string];
  if (!APPS.includes(app) || !route?.startsWith('/')) throw new Error(`bad route ${spec} (app:/path)`);
  return { app, route, player: route.startsWith('/user/') };
});

const brotliKb = (file: string) =>
  brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength /
  1024;

/** The scripts a page's HTML loads or preloads (what runs before it is interactive) and their brotli KB. */
function initialJs(dist: string, htmlFile: string): ScriptSize[] {
  return initialScriptPaths(readFileSync(path.join(dist, htmlFile), 'utf8')).map((file) => ({
    file: path.basename(file),
    kb: brotliKb(path.join(dist, file)),
  }));
}

const totalKb = (scripts: readonly ScriptSize[]) => scripts.reduce((kb, s) => kb + s.kb, 0);

/** The HTML file the server answers a route with: its prerendered page, else the SPA's index.html. */
function htmlFor(dist: string, route: string): string {
  const page = path.join(route.replace(/^\//, ''), 'index.html');
  try {
    readFileSync(path.join(dist, page));
    return page;
  } catch {
    return 'index.html';
  }
}

function buildFloor(): { dir: string; dist: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'perf-floor-'));
  cpSync(values.floor, dir, {
    recursive: true,
    filter: (src) => !/[/\\](node_modules|dist)$/.test(src),
  });
  execFileSync('chmod', ['-R', 'u+w', dir]);
  console.log(`floor: npm install and build in ${dir}`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    stdio: 'inherit',
  });
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: dir, stdio: 'inherit' });
  return { dir, dist: path.join(dir, 'dist') };
}

async function serveFloor(dir: string): Promise<{ url: string; process: ChildProcess }> {
  const port = 4370 + Math.floor(Math.random() * 10);
  const child = spawn('node', ['serve.mjs', 'dist', String(port)], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('serving')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`floor server exited ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, process: child };
}

/**
 * One Lighthouse run, HTTP cache, service worker and caches cleared just before. Local storage is kept (Lighthouse
 * would wipe it) so a player page is measured logged in: the token is put into localStorage just before.
 */
async function measure(
  browser: BrowserContext,
  port: number,
  url: string,
  token?: string,
): Promise<{ figures: Figures; trace: RunTrace }> {
  const page = await browser.newPage();
  try {
    await prepareFirstVisit(browser, page, url, token);
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
      ...REPORT_ONLY_GATHERING_OFF,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    if (token && !result.lhr.finalDisplayedUrl.includes(new URL(url).pathname)) {
      throw new Error(`${url} ended on ${result.lhr.finalDisplayedUrl}: the player was not logged in`);
    }
    const figures: Figures = {
      score: categories.performance?.score ?? 0,
      fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      transferKb: (audits['total-byte-weight']?.numericValue ?? 0) / 1024,
    };
    return { figures, trace: runTrace(result.lhr) };
  } finally {
    await page.close();
  }
}

function median(runs: Figures[]): Figures {
  const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
  const keys = Object.keys(runs[0] as Figures) as (keyof Figures)[];
  return Object.fromEntries(keys.map((k) => [k, mid(runs.map((r) => r[k]))])) as unknown as Figures;
}

async function main(): Promise<void> {
  if (!values['no-build']) {
    execFileSync(
      'npx',
      ['nx', 'run-many', '-t', 'build-sandbox', '-p', '@wallet/thai-web', '@wallet/laos-web'],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
  }
  const floor = buildFloor();
  const floorJs = readdirSync(path.join(floor.dist, 'assets')).length
    ? totalKb(initialJs(floor.dist, 'index.html'))
    : 0;
  const floorServer = await serveFloor(floor.dir);
  const sandboxes = Object.fromEntries(
    await Promise.all(
      APPS.map(async (app) => {
        const dist = path.join(root, 'apps', app, 'dist');
        const sandbox = await startSandbox({
          port: 0,
          host: '127.0.0.1',
          staticDir: dist,
          log: () => undefined,
        });
        return [app, { ...sandbox, dist }] as const;
      }),
    ),
  );
  // One persistent profile (its default context is the one Lighthouse's tabs use), with a debugging port for Lighthouse.
  const port = 9370 + Math.floor(Math.random() * 10);
  const profile = mkdtempSync(path.join(tmpdir(), 'perf-bench-profile-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: null,
    args: [`--remote-debugging-port=${port}`, ...CHROMIUM_ARGS],
  });
  const floorRuns: Figures[] = [];
  const routeRuns = targets.map(() => [] as BenchRow['runs']);
  const floorTaps: TapRun[] = [];
  const routeTaps = targets.map(() => [] as TapRun[]);
  const floorPlan = tapPlan('floor', 'en');
  try {
    // Warm-up (not counted): the first Lighthouse run of a fresh Chromium is slower.
    await measure(browser, port, `${floorServer.url}/`);
    for (let run = 0; run < RUNS; run += 1) {
      for (const [index, target] of targets.entries()) {
        const sandbox = sandboxes[target.app];
        if (!sandbox) throw new Error(`no sandbox for ${target.app}`);
        // A fresh sandbox and token before each measurement: a spin or a login of the last one changes nothing.
        const playerToken = async () => {
          if (!target.player) return undefined;
          await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
          const login = await fetch(`${sandbox.url}/api/login`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ username: '0812345678', password: 'demo1234' }),
          });
          return ((await login.json()) as { token: string }).token;
        };
        const url = `${sandbox.url}${target.route}`;
        floorRuns.push((await measure(browser, port, `${floorServer.url}/`)).figures);
        routeRuns[index]?.push(await measure(browser, port, url, await playerToken()));
        const plan = tapPlan(target.route, APP_LOCALE[target.app]);
        if (plan && floorPlan) {
          floorTaps.push(await measureFirstTap(browser, `${floorServer.url}/`, floorPlan));
          routeTaps[index]?.push(await measureFirstTap(browser, url, plan, await playerToken()));
        }
        process.stdout.write('.');
      }
    }
    process.stdout.write('\n');
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
    floorServer.process.kill();
    await Promise.all(Object.values(sandboxes).map((s) => s.close()));
  }

  const floorMedian = median(floorRuns);
  const floorTap = floorTaps.length ? spreadOf(floorTaps.map((tap) => tap.answerMs)) : undefined;
  const pages: BenchRow[] = targets.map((target, index) => {
    const dist = sandboxes[target.app]?.dist ?? '';
    const runs = routeRuns[index] ?? [];
    return {
      app: target.app,
      route: target.route,
      figures: median(runs.map((run) => run.figures)),
      scripts: initialJs(dist, htmlFor(dist, target.route)),
      runs,
      taps: routeTaps[index] ?? [],
    };
  });
  const rows = [
    { name: 'floor /', figures: floorMedian, initialJsKb: floorJs, taps: floorTaps },
    ...pages.map((p) => ({
      name: `${p.app} ${p.route}`,
      figures: p.figures,
      initialJsKb: totalKb(p.scripts),
      taps: p.taps,
    })),
  ];
  const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '-');
  const header = [
    'page',
    'score',
    'FCP ms',
    'LCP ms',
    'LCP-floor',
    'TBT ms',
    'CLS',
    'KB',
    'init JS KB',
    'FCP x',
    'LCP x',
    'KB x',
    'JS x',
    'tap ms',
    'tap spread',
    'tap x',
  ];
  const table = rows.map(({ name, figures: f, initialJsKb: js, taps = [] }) => {
    const tap = taps.length ? spreadOf(taps.map((run) => run.answerMs)) : undefined;
    return [
      name,
      String(Math.round(f.score * 100)),
      String(Math.round(f.fcpMs)),
      String(Math.round(f.lcpMs)),
      `${f.lcpMs - floorMedian.lcpMs >= 0 ? '+' : ''}${Math.round(f.lcpMs - floorMedian.lcpMs)}`,
      String(Math.round(f.tbtMs)),
      f.cls.toFixed(3),
      f.transferKb.toFixed(0),
      js.toFixed(1),
      ratio(f.fcpMs, floorMedian.fcpMs),
      ratio(f.lcpMs, floorMedian.lcpMs),
      ratio(f.transferKb, floorMedian.transferKb),
      ratio(js, floorJs),
      tap ? String(Math.round(tap.median)) : '-',
      tap ? `${Math.round(tap.min)}-${Math.round(tap.max)}` : '-',
      tap && floorTap ? ratio(tap.median, floorTap.median) : '-',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(
    `\nLighthouse mobile default, median of ${RUNS} runs per page, alternating with the floor (${floorRuns.length} floor runs);` +
      ` tap: time to the first answered tap (ms from navigation, DevTools throttling 4x CPU and slow 4G), median and spread:`,
  );
  console.log(line(header));
  for (const row of table) console.log(line(row));
  const misses = checkBar(floorMedian, floorJs, pages, floorTap?.median);
  console.log(
    `\n${formatMisses(misses, pages.length, floorTap ? pages.filter((p) => p.taps?.length).length : 0).join('\n')}`,
  );
  const out = path.join(root, '.reports/bench');
  mkdirSync(out, { recursive: true });
  const file = path.join(out, 'perf-bench.json');
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, floor: { median: floorMedian, runs: floorRuns, initialJsKb: floorJs, taps: floorTaps }, pages, misses }, null, 2)}\n`,
  );
  console.log(`\nJSON: ${path.relative(root, file)}`);
  rmSync(floor.dir, { recursive: true, force: true });
}

await main();
