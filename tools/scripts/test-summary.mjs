#!/usr/bin/env node
// Adds up the Vitest and Playwright JSON reports written during this `npm test` run and prints the plain
// closing line 'N passed, N failed', after the name and first error line of every failed test and of every browser
// test that passed only on its retry (flaky), so a CI log's tail says what to fix.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
/** When `npm test` started (ms). */
const started = Number(process.argv[2] ?? 0);
/** Reports written since then count; a second of slack for file systems that round modification times. */
const since = started - 1000;
/** `[{ label, seconds, ok }]` of `npm test`'s steps (tools/scripts/test-all.mjs), when given. */
const steps = process.argv[3] ? JSON.parse(process.argv[3]) : [];
let passed = 0;
let failed = 0;
let skipped = 0;
const rows = [];
const failedTests = [];
const flakyTests = [];

// Strips the terminal colour codes (ESC [ ... m) Playwright puts in error messages.
const colourCodes = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLine = (text) =>
  String(text ?? '')
    .replace(colourCodes, '')
    .split('\n')
    .find((l) => l.trim()) ?? '';

/** Every spec of a Playwright JSON report, with the titles of the suites around it. */
function* playwrightSpecs(suites, titles = []) {
  for (const suite of suites ?? []) {
    const inner = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) yield { spec, titles: inner };
    yield* playwrightSpecs(suite.suites, inner);
  }
}

function collectPlaywright(report) {
  for (const { spec, titles } of playwrightSpecs(report.suites)) {
    for (const t of spec.tests ?? []) {
      if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
      const error = t.results?.find((r) => r.status !== 'passed')?.error?.message;
      const name = `[${t.projectName}] ${[...titles, spec.title].join(' › ')}`;
      (t.status === 'flaky' ? flakyTests : failedTests).push(`${name}\n      ${firstLine(error)}`);
    }
  }
}

function collectVitest(report, file) {
  for (const result of report.testResults ?? []) {
    // The clean-start check writes one entry per check, without assertions.
    if (!result.assertionResults && result.status === 'failed') {
      failedTests.push(`${path.relative(root, file)} › ${result.name}\n      ${firstLine(result.message)}`);
    }
    for (const assertion of result.assertionResults ?? []) {
      if (assertion.status !== 'failed') continue;
      const name = `${path.relative(root, result.name ?? file)} › ${assertion.fullName ?? assertion.title}`;
      failedTests.push(`${name}\n      ${firstLine(assertion.failureMessages?.[0])}`);
    }
  }
}

function walk(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : entry.name.endsWith('.json') ? [full] : [];
  });
}

for (const file of walk(path.join(root, '.reports'))) {
  if (fs.statSync(file).mtimeMs < since) continue;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  let p = 0;
  let f = 0;
  let s = 0;
  if (typeof report.numPassedTests === 'number') {
    p = report.numPassedTests;
    f = report.numFailedTests;
    s = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    collectVitest(report, file);
  } else if (report.stats) {
    p = report.stats.expected + (report.stats.flaky ?? 0);
    f = report.stats.unexpected;
    s = report.stats.skipped;
    collectPlaywright(report);
  } else continue;
  passed += p;
  failed += f;
  skipped += s;
  rows.push(
    `${path.relative(root, file).padEnd(48)} ${String(p).padStart(5)} passed ${String(f).padStart(3)} failed`,
  );
}
if (flakyTests.length) console.log(`Passed only on retry (flaky):\n  ${flakyTests.join('\n  ')}`);
if (failedTests.length) console.log(`Failed tests:\n  ${failedTests.join('\n  ')}`);
console.log(rows.join('\n'));
if (steps.length) {
  const minutes = (seconds) => `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
  console.log('\nSteps:');
  for (const step of steps)
    console.log(
      `  ${step.label.padEnd(24)} ${minutes(step.seconds).padStart(8)}${step.ok ? '' : '  FAILED'}`,
    );
  // Wall time since `npm test` started, not the steps' sum: some steps run side by side, and their sum overstated the
  // run by 5-6 minutes.
  const wall = Math.round((Date.now() - started) / 1000);
  console.log(`  ${'total (wall time)'.padEnd(24)} ${minutes(wall).padStart(8)}`);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
