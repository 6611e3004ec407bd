// Lighthouse budget of the production builds (mobile, simulated slow 4G and 4x CPU), against the real sandbox:
// the prerendered /login of each build and the Thai build's /user/home and /user/bonus, logged in as the demo player.
// Usage: node --conditions=@wallet/source --import tsx lighthouse.ts [thai-web] [laos-web] (default: both)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse from 'lighthouse';
import { prepareFirstVisit } from './src/support/first-visit';
import { REPORT_ONLY_GATHERING_OFF } from './src/support/lighthouse-report-only';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/presets/chromium.mjs';
import { startSandbox, type StartedSandbox } from '@wallet/sandbox-api';

const root = path.resolve(import.meta.dirname, '../..');
const APPS = ['thai-web', 'laos-web'] as const;
type App = (typeof APPS)[number];
const apps = (process.argv.length > 2 ? process.argv.slice(2) : [...APPS]) as App[];
for (const app of apps) if (!APPS.includes(app)) throw new Error(`unknown app ${app} (thai-web or laos-web)`);

interface Budget {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}
/** Budgets: what a player on a low-end Android over slow 4G must get. */
// Measured with the prerendered /login: LCP 0.86-1.09 s, CLS 0-0.003; TBT 40-330 ms run alone here, but at the end
// of `npm test` (clean-clone runs and CI, 2026-11-27) the Lao page measured 390-776 ms (medians 618 and 631, score
// 0.84) and the Thai 153-383 ms: the CPU slowdown is set from the benchmark index of the run before, and a machine
// that has just run the browser tests is not the one that index measured. The LCP budget catches a lost prerender
// (the page painted from JavaScript measured LCP 2.2-2.6 s); TBT and the score catch a doubling of that blocking time.
const LOGIN: Budget = { performance: 0.75, accessibility: 0.95, lcpMs: 1800, tbtMs: 1000, cls: 0.01 };
// /user/home of the Thai build, logged in, as a first visit: its prerendered skeleton, whose balance card the page's
// own script fills as its early wallet read answers (features/home/home-early-paint.ts), before the app has started.
// Measured here (2026-11-28, 3 runs, alone): LCP 1172-1203 ms (3.4-3.8 s before the early balance), TBT 221-286 ms,
// performance 0.98, CLS 0; at the end of a clean-clone `npm test` (2026-11-28) TBT 122-314 ms, performance 0.98.
// LCP 2000 ms fails a lost early balance (the balance then waits for the app, ~3.5 s) and a doubled LCP ratio to the
// floor (issue 26: 2.55x before); TBT 1000 ms and the score fail a return of the start-up work it had then
// (889-2379 ms), with room for a machine that has just run the browser tests.
const HOME: Budget = { performance: 0.75, accessibility: 0.95, lcpMs: 2000, tbtMs: 1000, cls: 0.01 };

// /user/bonus of the Thai build, logged in, as a first visit: its first card, code and banner, shown by the page's own
// script from its early reads (features/bonus/bonus-early-paint.ts) before the app has started. Measured here
// (2026-11-29, 10 runs, alone): LCP 1202-1269 ms, TBT median 193-202 ms. Until the page's scripts waited for the banner
// (tools/vite/prerender.ts), 3 to 6 runs of 10 measured 2.1-2.6 s (scripts that finished first counted in the
// simulated LCP) and a median of five crossed 2000 ms. LCP 2000 ms fails a lost early card (the banner then waits for
// the app, 2.9-3.0 s) and a return of that race; TBT and score as home's.
const BONUS: Budget = { performance: 0.75, accessibility: 0.95, lcpMs: 2000, tbtMs: 1000, cls: 0.01 };

/**
 * Lighthouse varies from run to run; the median of each page's runs is judged. The pages take turns (a round of
 * each), so a busy moment of the machine lands on one run of each page rather than on every run of one.
 * Three runs (Lighthouse CI's default) for the guest pages, whose blocking time stays far below its budget. Five for
 * the player pages: their start-up is a few tasks near the 50 ms line that a busy machine lengthens, and right after
 * the browser tests it is busy for a while: CI's run of 2026-11-28 measured /user/home at 1659, 1249 and 475 ms and
 * /user/bonus at 1767, 631 and 401 ms (the same build's /user/home measured 449-873 ms here later), so a median of
 * three could land on the machine's worst minute. Five runs is Lighthouse's own advice for a stable median.
 */
const GUEST_RUNS = 3;
const PLAYER_RUNS = 5;

const PAGES: { app: App; route: string; budget: Budget; player: boolean; runs: number }[] = [
  { app: 'thai-web' as const, route: '/login', budget: LOGIN, player: false, runs: GUEST_RUNS },
  { app: 'thai-web' as const, route: '/user/home', budget: HOME, player: true, runs: PLAYER_RUNS },
  { app: 'thai-web' as const, route: '/user/bonus', budget: BONUS, player: true, runs: PLAYER_RUNS },
  { app: 'laos-web' as const, route: '/login', budget: LOGIN, player: false, runs: GUEST_RUNS },
].filter((page) => apps.includes(page.app));
const ROUNDS = Math.max(...PAGES.map((page) => page.runs));

type Category = 'performance' | 'accessibility' | 'best-practices';
/**
 * The first round audits all three categories; the later rounds only performance, the figure that varies from run to
 * run. Accessibility and best practices read the page's markup, which is the same in every run, and their audits run
 * in the throttled page after the load is measured (axe under a 4x slower CPU: seconds per run).
 */
const ALL_CATEGORIES: readonly Category[] = ['performance', 'accessibility', 'best-practices'];
const PERFORMANCE_ONLY: readonly Category[] = ['performance'];

interface Figures {
  performance: number;
  /** Only in the runs that audit it (NaN in the others): the page's markup, the same in every run. */
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  transferKb: number;
}

/**
 * Lighthouse's 4x CPU slowdown targets a mid-range phone on a desktop whose benchmark index is about 1500. On a
 * slower or busy machine the same 4x would emulate a much slower phone, so the slowdown is scaled to the measured
 * benchmark index (Lighthouse's own throttling guidance), keeping the emulated phone the same.
 */
function cpuSlowdownFor(benchmarkIndex: number): number {
  return Math.min(4, Math.max(1, (4 * benchmarkIndex) / 1500));
}

/**
 * One Lighthouse run as a first visit: HTTP cache, service worker and its caches cleared just before. Lighthouse's
 * own storage reset is off, so a player page is measured logged in: the page's storage is cleared and the player's
 * token (if any) put into localStorage just before, as the app keeps it after a login.
 */
async function measure(
  browser: BrowserContext,
  port: number,
  url: string,
  cpuSlowdownMultiplier: number,
  token: string | undefined,
  categories: readonly Category[],
): Promise<Figures & { benchmarkIndex: number }> {
  const page = await browser.newPage();
  try {
    await prepareFirstVisit(browser, page, url, token);
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
        disableStorageReset: true,
        ...REPORT_ONLY_GATHERING_OFF,
      },
      { extends: 'lighthouse:default', settings: { throttling: { cpuSlowdownMultiplier } } },
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories: categoryResults, audits } = result.lhr;
    if (new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(
        `${url} ended on ${result.lhr.finalDisplayedUrl}${token ? ': the player was not logged in' : ''}`,
      );
    }
    return {
      performance: categoryResults.performance?.score ?? 0,
      accessibility: categoryResults.accessibility ? (categoryResults.accessibility.score ?? 0) : Number.NaN,
      bestPractices: categoryResults['best-practices']
        ? (categoryResults['best-practices'].score ?? 0)
        : Number.NaN,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Infinity,
      fcpMs: audits['first-contentful-paint']?.numericValue ?? Infinity,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Infinity,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Infinity,
      transferKb: Math.round((audits['total-byte-weight']?.numericValue ?? 0) / 1024),
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
  } finally {
    await page.close();
  }
}

/** Median of each figure across the runs that measured it. */
function median(runs: Figures[]): Figures {
  const mid = (all: number[]) => {
    const values = all.filter((value) => !Number.isNaN(value));
    return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  };
  const keys = Object.keys(runs[0] as Figures) as (keyof Figures)[];
  return Object.fromEntries(keys.map((key) => [key, mid(runs.map((run) => run[key]))])) as unknown as Figures;
}

/** A fresh token of the build's demo player (the sandbox's seed, docs: apps/sandbox-api/README.md). */
async function logIn(sandbox: StartedSandbox, app: App): Promise<string> {
  const player =
    app === 'laos-web'
      ? { username: '02055512345', password: 'sabaidee1' }
      : { username: '0812345678', password: 'demo1234' };
  const response = await fetch(`${sandbox.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(player),
  });
  if (!response.ok) throw new Error(`${app}: the demo player's login answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

const sandboxes = new Map<App, StartedSandbox>();
for (const app of apps) {
  sandboxes.set(
    app,
    await startSandbox({
      port: 0,
      host: '127.0.0.1',
      staticDir: path.join(root, 'apps', app, 'dist'),
      market: app === 'laos-web' ? 'laos' : 'thai',
      log: () => undefined,
    }),
  );
}
// One persistent profile (its default context is the one Lighthouse's tabs use), with a debugging port for Lighthouse.
const port = 9380 + Math.floor(Math.random() * 10);
const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-profile-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM_PATH,
  headless: true,
  viewport: null,
  args: [`--remote-debugging-port=${port}`, ...CHROMIUM_ARGS],
});
const urlOf = (page: (typeof PAGES)[number]) => `${sandboxes.get(page.app)?.url}${page.route}`;
try {
  const first = PAGES[0];
  if (!first) throw new Error('no page to measure');
  // One first run (not judged) measures this machine's CPU and warms Chromium up. Each run measures the CPU again
  // (Lighthouse's benchmark index): on a machine shared with other work it changes within a minute (587 to 1924
  // here in one hour), so each judged run uses the slowdown the run before it measured.
  let slowdown = cpuSlowdownFor(
    (await measure(browser, port, urlOf(first), 4, undefined, PERFORMANCE_ONLY)).benchmarkIndex,
  );
  const runs = PAGES.map(() => [] as Figures[]);
  const slowdowns = PAGES.map(() => [] as number[]);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, page] of PAGES.entries()) {
      if (round >= page.runs) continue;
      const sandbox = sandboxes.get(page.app);
      if (!sandbox) throw new Error(`no sandbox for ${page.app}`);
      const token = page.player ? await logIn(sandbox, page.app) : undefined;
      const started = Date.now();
      const categories = round === 0 ? ALL_CATEGORIES : PERFORMANCE_ONLY;
      const result = await measure(browser, port, urlOf(page), slowdown, token, categories);
      console.log(
        `  ${page.app} ${page.route} round ${round + 1}: ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      runs[index]?.push(result);
      slowdowns[index]?.push(slowdown);
      slowdown = cpuSlowdownFor(result.benchmarkIndex);
    }
  }
  const failures: string[] = [];
  for (const [index, page] of PAGES.entries()) {
    const figures = median(runs[index] ?? []);
    const { budget } = page;
    const name = `${page.app} ${page.route}`;
    console.log(
      `Lighthouse ${name} (mobile, slow 4G, CPU ${(slowdowns[index] ?? []).map((x) => `${x.toFixed(2)}x`).join(' / ')} for the machine's benchmark index), median of ${page.runs} runs:`,
    );
    console.log(
      `  performance ${figures.performance}  accessibility ${figures.accessibility}  best practices ${figures.bestPractices}`,
    );
    console.log(
      `  LCP ${Math.round(figures.lcpMs)} ms  FCP ${Math.round(figures.fcpMs)} ms  TBT ${Math.round(figures.tbtMs)} ms  CLS ${figures.cls.toFixed(3)}  transfer ${figures.transferKb} KB`,
    );
    console.log(
      `  runs: LCP ${(runs[index] ?? []).map((r) => Math.round(r.lcpMs)).join(', ')} ms; TBT ${(runs[index] ?? []).map((r) => Math.round(r.tbtMs)).join(', ')} ms`,
    );
    failures.push(
      ...[
        figures.performance < budget.performance &&
          `performance ${figures.performance} < ${budget.performance}`,
        figures.accessibility < budget.accessibility &&
          `accessibility ${figures.accessibility} < ${budget.accessibility}`,
        figures.lcpMs > budget.lcpMs && `LCP ${Math.round(figures.lcpMs)} ms > ${budget.lcpMs} ms`,
        figures.tbtMs > budget.tbtMs && `TBT ${Math.round(figures.tbtMs)} ms > ${budget.tbtMs} ms`,
        figures.cls > budget.cls && `CLS ${figures.cls} > ${budget.cls}`,
      ]
        .filter((failure): failure is string => Boolean(failure))
        .map((failure) => `${name}: ${failure}`),
    );
  }
  if (failures.length) {
    console.error(`Over budget: ${failures.join('; ')}`);
    process.exitCode = 1;
  } else console.log('Within budget.');
} finally {
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
  await Promise.all([...sandboxes.values()].map((sandbox) => sandbox.close()));
}
