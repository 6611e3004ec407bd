#!/usr/bin/env node
// Adds up the Vitest and Playwright JSON reports written during this `npm test` run and prints the plain
// closing line 'N passed, N failed'.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const since = Number(process.argv[2] ?? 0);
let passed = 0;
let failed = 0;
let skipped = 0;
const rows = [];

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
  } else if (report.stats) {
    p = report.stats.expected + (report.stats.flaky ?? 0);
    f = report.stats.unexpected;
    s = report.stats.skipped;
  } else continue;
  passed += p;
  failed += f;
  skipped += s;
  rows.push(
    `${path.relative(root, file).padEnd(48)} ${String(p).padStart(5)} passed ${String(f).padStart(3)} failed`,
  );
}
console.log(rows.join('\n'));
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
