// Lighthouse budget of the production build (mobile, simulated slow 4G and 4x CPU), against the real sandbox.
// Usage: node --conditions=@wallet/source --import tsx lighthouse.ts [thai-web|laos-web]
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/presets/chromium.mjs';
import { startSandbox } from '@wallet/sandbox-api';

const root = path.resolve(import.meta.dirname, '../..');
const app = process.argv[2] ?? 'thai-web';
/** Budgets: what a player on a low-end Android over slow 4G must get. */
// Measured here with the prerendered /login: performance 0.93-0.99, LCP 0.92-1.09 s, TBT 110-300 ms, CLS 0-0.003.
// The LCP budget catches a lost prerender (the page painted from JavaScript measured LCP 2.2-2.6 s); TBT and the score
// leave room for run-to-run noise on a busy machine.
const BUDGET = { performance: 0.85, accessibility: 0.95, lcpMs: 1800, tbtMs: 400, cls: 0.01 };
/**
 * Lighthouse varies from run to run; the median of five runs is judged (Lighthouse CI's default is three: on a busy
 * 2-core CI machine TBT of one page measured 132-404 ms across single runs, so three left one spike from a failure).
 */
const RUNS = 5;

interface Figures {
  performance: number;
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

async function measure(
  url: string,
  port: number,
  cpuSlowdownMultiplier: number,
): Promise<Figures & { benchmarkIndex: number }> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    },
    { extends: 'lighthouse:default', settings: { throttling: { cpuSlowdownMultiplier } } },
  );
  if (!result) throw new Error('Lighthouse returned no result');
  const { categories, audits } = result.lhr;
  return {
    performance: categories.performance?.score ?? 0,
    accessibility: categories.accessibility?.score ?? 0,
    bestPractices: categories['best-practices']?.score ?? 0,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Infinity,
    fcpMs: audits['first-contentful-paint']?.numericValue ?? Infinity,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Infinity,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Infinity,
    transferKb: Math.round((audits['total-byte-weight']?.numericValue ?? 0) / 1024),
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

/** Median of each figure across runs. */
function median(runs: Figures[]): Figures {
  const mid = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  const keys = Object.keys(runs[0] as Figures) as (keyof Figures)[];
  return Object.fromEntries(keys.map((key) => [key, mid(runs.map((run) => run[key]))])) as unknown as Figures;
}

const sandbox = await startSandbox({
  port: 0,
  host: '127.0.0.1',
  staticDir: path.join(root, 'apps', app, 'dist'),
  market: app === 'laos-web' ? 'laos' : 'thai',
});
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [...CHROMIUM_ARGS],
});
try {
  const url = `${sandbox.url}/login`;
  // A first run measures this machine's CPU (and warms it up); the judged runs use the calibrated slowdown.
  const calibration = await measure(url, chrome.port, 4);
  const slowdown = cpuSlowdownFor(calibration.benchmarkIndex);
  const runs: Figures[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await measure(url, chrome.port, slowdown));
  const figures = median(runs);
  console.log(
    `Lighthouse ${app} /login (mobile, slow 4G, CPU ${slowdown.toFixed(2)}x for benchmark index ${Math.round(calibration.benchmarkIndex)}), median of ${RUNS} runs:`,
  );
  console.log(
    `  performance ${figures.performance}  accessibility ${figures.accessibility}  best practices ${figures.bestPractices}`,
  );
  console.log(
    `  LCP ${Math.round(figures.lcpMs)} ms  FCP ${Math.round(figures.fcpMs)} ms  TBT ${Math.round(figures.tbtMs)} ms  CLS ${figures.cls.toFixed(3)}  transfer ${figures.transferKb} KB`,
  );
  const failures = [
    figures.performance < BUDGET.performance && `performance ${figures.performance} < ${BUDGET.performance}`,
    figures.accessibility < BUDGET.accessibility &&
      `accessibility ${figures.accessibility} < ${BUDGET.accessibility}`,
    figures.lcpMs > BUDGET.lcpMs && `LCP ${Math.round(figures.lcpMs)} ms > ${BUDGET.lcpMs} ms`,
    figures.tbtMs > BUDGET.tbtMs && `TBT ${Math.round(figures.tbtMs)} ms > ${BUDGET.tbtMs} ms`,
    figures.cls > BUDGET.cls && `CLS ${figures.cls} > ${BUDGET.cls}`,
  ].filter(Boolean);
  if (failures.length) {
    console.error(`Over budget: ${failures.join('; ')}`);
    process.exitCode = 1;
  } else console.log('Within budget.');
} finally {
  await chrome.kill();
  await sandbox.close();
}
