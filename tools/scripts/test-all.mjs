#!/usr/bin/env node
// `npm test`: every check of every project, then the browser tests against the sandbox, then one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const started = Date.now();
const steps = [
  // Three single-threaded checks side by side on the two cores (the type check is the longest, ~40 s).
  [
    ['formatting', 'npx', ['prettier', '--check', '.']],
    // A clone stands alone: rules cited as docs/product.md#<topic>, no path into the machine's shared folder.
    ['standalone', 'node', ['tools/scripts/check-standalone.mjs']],
    // Every project type-checked once, in dependency order, each against its dependencies' declarations (tsc -b).
    ['types', 'npx', ['tsc', '-b', 'tsconfig.typecheck.json']],
  ],
  // Storybook's checks in a second Nx run beside every other project's: its story tests spend most of their ~3 minutes
  // waiting (each story's page going quiet, its sandbox answering) and, scheduled last among one run's tasks, ran
  // alone at a fifth of the machine once everything else had finished (the step 6:28 -> 5:14-5:27 on a quiet machine).
  [
    [
      'all project checks',
      'npx',
      [
        'nx',
        'run-many',
        '-t',
        'lint',
        'test',
        // Vitest browser mode in Chromium: the wheel's canvas and the XSS corpus in a real DOM.
        'test-browser',
        // The apps' sandbox builds (the demo gift-link key) for the browser tests and budgets; the libs' `build`
        // runs as the dependency of check-package. The apps' production `build` needs the operator's inputs
        // (README "Deploying"); a test checks that it refuses the demo key.
        'build-sandbox',
        'check-package',
        'size',
        'i18n-check',
        'docs',
        '--exclude=@wallet/storybook',
        '--output-style=static',
      ],
    ],
    [
      'Storybook',
      'npx',
      [
        'nx',
        'run-many',
        // Story tests (each story's play function and axe, in Chromium), lint, and the static build under a
        // sub-path in Chromium (check-deployed: docs pages and stories in the manager UI).
        '-t',
        'test-browser',
        'lint',
        'check-deployed',
        '--projects=@wallet/storybook',
        '--output-style=static',
      ],
    ],
  ],
  // Three checks at once: two outside the tree (a clone, a scratch project; their own free ports), mostly waiting on
  // installs and dev servers, and the release dry-run, which writes nothing: together they take little more than the
  // longest alone (about 2.5 minutes saved).
  [
    // The release flow without releasing: metadata, build before publish, `nx release --dry-run` (seconds).
    ['release dry-run', 'node', ['tools/scripts/check-release.mjs']],
    // The README's first command on a fresh clone of HEAD (no dist/, no caches): both apps and Storybook in Chromium.
    ['clean start', 'node', ['tools/scripts/check-clean-start.mjs']],
    // The publishable libs as another team installs them: packed tarballs in a scratch project, README quick starts.
    ['consumer packages', 'node', ['tools/scripts/check-consumer.mjs']],
  ],
  ['browser tests', 'npx', ['nx', 'run', '@wallet/web-e2e:e2e', '--output-style=static']],
  ['Lighthouse budgets', 'npx', ['nx', 'run', '@wallet/web-e2e:lighthouse', '--output-style=static']],
];
/**
 * The working tree as git sees it (status and the diff of tracked files), or null outside a git checkout. A check that
 * writes into the tree leaves it dirty after `npm test` and makes every build reading those files miss its cache.
 */
function treeState() {
  const git = (args) => spawnSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const status = git(['status', '--porcelain=v1']);
  if (status.status !== 0) return null;
  return {
    status: status.stdout,
    diff: createHash('sha256')
      .update(git(['diff', 'HEAD']).stdout)
      .digest('hex'),
  };
}
const treeBefore = treeState();
const failures = [];
/** Each step's wall time, printed beside the closing line so a regression in time shows the day it lands. */
const durations = [];
const env = { ...process.env, NX_TUI: 'false' };
/** Records a finished step's wall time and outcome. */
function finish(label, stepStarted, status) {
  durations.push({ label, seconds: Math.round((Date.now() - stepStarted) / 1000), ok: status === 0 });
  if (status !== 0) failures.push(label);
}
/**
 * Steps that run at once: each one's output is kept and printed whole when it ends (never interleaved), under
 * the same `=== label` heading as a step alone.
 */
function runTogether(group) {
  return Promise.all(
    group.map(
      ([label, command, args]) =>
        new Promise((resolve) => {
          const stepStarted = Date.now();
          const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => {
            console.log(`\n=== ${label} (run beside ${group.length - 1} more): ${command} ${args.join(' ')}`);
            process.stdout.write(Buffer.concat(output));
            finish(label, stepStarted, code ?? 1);
            resolve();
          });
        }),
    ),
  );
}
for (const step of steps) {
  if (Array.isArray(step[0])) {
    await runTogether(step);
    continue;
  }
  const [label, command, args] = step;
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const stepStarted = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  finish(label, stepStarted, result.status);
}
const treeAfter = treeState();
if (
  treeBefore &&
  treeAfter &&
  (treeBefore.status !== treeAfter.status || treeBefore.diff !== treeAfter.diff)
) {
  console.error(
    `\n=== the checks changed the working tree (a check must not write into it):\nbefore:\n${treeBefore.status || '(clean)\n'}after:\n${treeAfter.status}`,
  );
  failures.push('working tree unchanged');
}
spawnSync(
  'node',
  [path.join(root, 'tools/scripts/test-summary.mjs'), String(started), JSON.stringify(durations)],
  { stdio: 'inherit' },
);
if (failures.length) {
  console.error(`\nFailed: ${failures.join(', ')}`);
  process.exit(1);
}
console.log(`\nAll checks passed in ${Math.round((Date.now() - started) / 1000)} s`);
