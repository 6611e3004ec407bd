#!/usr/bin/env node
// The README's first command on a clean tree. Clones the repository's HEAD into a temporary folder (no dist/, no .nx
// cache, no Vite or Storybook cache), gives it the installed packages (hard links of the root node_modules, with the
// workspace links pointing into the clone), then, as a newcomer would:
//   - checks that every export of every lib has a `@wallet/source` condition (first) that points at a source file;
//   - `npm install --package-lock-only` leaves the committed package-lock.json as it is (no rewrite on first install);
//   - `npm start` and `npm run start:laos`: loads /login in Chromium, logs in as the demo player, reaches /user/home;
//   - `npm run storybook`: the first story renders.
// Any console error, uncaught page error, Vite error overlay, failed request or HTTP error answer fails the check, and
// so does a warning of Vite about the config files (printed on every start and test run otherwise).
// Every process it starts runs in its own process group and is killed at the end, whatever happens; the temporary
// folder is removed. Free ports are picked, so a dev server someone has running on 4200/4201/3333/6006 is no problem.
//
//   node tools/scripts/check-clean-start.mjs [--repo <path or URL>] [--ref <commit>] [--keep]
//
// Writes .reports/clean-start/report.json (numPassedTests / numFailedTests) for the `npm test` summary line.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../presets/chromium.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const { values: options } = parseArgs({
  options: {
    repo: { type: 'string', default: root },
    ref: { type: 'string', default: 'HEAD' },
    keep: { type: 'boolean', default: false },
  },
});
/** The demo player each start prints: the Thai market's for `npm start`, the Lao one for `npm run start:laos`. */
const DEMO = {
  thai: { phone: '0812345678', password: 'demo1234' },
  laos: { phone: '02055512345', password: 'sabaidee1' },
};
/** Colour codes in the servers' output, removed for the failure message. */
// eslint-disable-next-line no-control-regex -- the escape character is what it matches
const ANSI_COLOURS = /\x1b\[[0-9;]*m/g;
/** A loaded machine compiles a cold Vite or Storybook server slowly: generous, but bounded. */
/** Stack frames of a server's error: left out of the output shown on failure (the message says more). */
const STACK_FRAME = /^(\[[\w-]+\])?\s+at /;
const SERVER_TIMEOUT_MS = 180_000;
/** The first line of Vite's warning about config files that its native config loader could not load. */
const VITE_CONFIG_WARNING = /Your Vite config uses features that are unsupported/;
const PAGE_TIMEOUT_MS = 120_000;

const started = Date.now();
const results = [];
const groups = new Set();
let tempDir;
let browser;

function log(line) {
  console.log(`[clean-start] ${line}`);
}

// ---------------------------------------------------------------- cleanup, whatever happens

/** Kills every process group this script started: SIGTERM, then SIGKILL after a grace period. */
async function stopAll() {
  const pending = [...groups];
  for (const pgid of pending) signalGroup(pgid, 'SIGTERM');
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline && pending.some(groupAlive)) await sleep(100);
  for (const pgid of pending) {
    if (groupAlive(pgid)) signalGroup(pgid, 'SIGKILL');
    groups.delete(pgid);
  }
}

function stopAllNow() {
  for (const pgid of groups) signalGroup(pgid, 'SIGKILL');
  groups.clear();
}

function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
  } catch {
    // Already gone.
  }
}

function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

function removeTempDir() {
  if (tempDir && !options.keep) fs.rmSync(tempDir.base, { recursive: true, force: true });
}

process.on('exit', () => {
  stopAllNow();
  removeTempDir();
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    log(`stopped by ${signal}`);
    process.exit(130);
  });
}

// ---------------------------------------------------------------- helpers

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function git(args, cwd) {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** A port nobody listens on right now (the OS picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function freePorts(count) {
  const ports = new Set();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/** Starts a command in the clone in its own process group; keeps its output for the failure message. */
function startCommand(label, args) {
  const output = [];
  const child = spawn('npm', args, {
    cwd: tempDir.repo,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NX_TUI: 'false',
      NX_DAEMON: 'false',
      NO_COLOR: '1',
      FORCE_COLOR: '0',
      BROWSER: 'none',
      CI: '1',
    },
  });
  groups.add(child.pid);
  const collect = (chunk) =>
    output.push(...chunk.toString().replace(ANSI_COLOURS, '').split('\n').filter(Boolean));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  log(`started \`npm ${args.join(' ')}\` (process group ${child.pid})`);
  return { label, child, output, exited, pgid: child.pid };
}

async function stopCommand(command) {
  signalGroup(command.pgid, 'SIGTERM');
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline && groupAlive(command.pgid)) await sleep(100);
  if (groupAlive(command.pgid)) signalGroup(command.pgid, 'SIGKILL');
  groups.delete(command.pgid);
}

/** Waits until `url` answers, failing early when the command exits. */
async function waitForHttp(command, url) {
  const deadline = Date.now() + SERVER_TIMEOUT_MS;
  let exited = null;
  void command.exited.then((status) => (exited = status));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${command.label} exited (${JSON.stringify(exited)}) before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await sleep(500);
  }
  throw new Error(`${url} did not answer within ${SERVER_TIMEOUT_MS / 1000} s`);
}

/** Reads msgstr of `msgid` from a Lingui .po catalogue of the clone: the texts a person sees on the screen. */
function catalogText(locale, msgid) {
  const file = path.join(tempDir.repo, 'libs/screens/src/i18n/locales', `${locale}.po`);
  const text = fs.readFileSync(file, 'utf8');
  const match = text.match(new RegExp(`^msgid ${JSON.stringify(msgid)}\\nmsgstr (".*")$`, 'm'));
  if (!match || match[1] === '""') throw new Error(`${file} has no translation of "${msgid}"`);
  return JSON.parse(match[1]);
}

/**
 * A browser page that records every problem a newcomer would see: console errors, uncaught errors, failed requests
 * and HTTP error answers (in the page and its frames).
 */
async function problemWatchingPage() {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    // Storybook's manager and preview shake hands through its UniversalStore; on an overloaded machine the preview's
    // followers give up waiting before the manager answers (the story still renders). That is the machine's load,
    // not something a newcomer meets, so only that one message is let through.
    if (/^Timed out waiting for leader state for UniversalStore follower/.test(error.message)) return;
    problems.push(`uncaught error: ${error.message}`);
  });
  page.on('requestfailed', (request) =>
    problems.push(`failed request: ${request.method()} ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) {
      problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
    }
  });
  // Vite's error overlay, reported by the page (any frame) the moment it is inserted: a reload would remove it.
  await context.exposeBinding('__cleanStartOverlay', (_source, text) =>
    problems.push(`Vite error overlay: ${String(text).slice(0, 600)}`),
  );
  await context.addInitScript(() => {
    const reported = new WeakSet();
    new MutationObserver(() => {
      for (const overlay of document.querySelectorAll('vite-error-overlay')) {
        if (reported.has(overlay)) continue;
        reported.add(overlay);
        const root = overlay.shadowRoot;
        const text = root
          ? ['.message', '.file'].map((part) => root.querySelector(part)?.textContent ?? '').join(' ')
          : overlay.textContent;
        window.__cleanStartOverlay(text.replace(/\s+/g, ' ').trim());
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return { context, page, problems };
}

// ---------------------------------------------------------------- the checks

async function check(name, body) {
  const begin = Date.now();
  log(`${name} ...`);
  try {
    await body();
    const seconds = ((Date.now() - begin) / 1000).toFixed(1);
    results.push({ name, status: 'passed', seconds });
    log(`PASS ${name} (${seconds} s)`);
  } catch (error) {
    const seconds = ((Date.now() - begin) / 1000).toFixed(1);
    results.push({ name, status: 'failed', seconds, message: error.message });
    log(`FAIL ${name} (${seconds} s)\n${indent(error.message)}`);
  }
}

function indent(text) {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

/** A failure already described for the reader (the catch blocks pass it on as it is). */
class CheckFailure extends Error {}

/** At most this many problems are listed (the first ones are the causes, the rest mostly follow from them). */
const MAX_PROBLEMS = 12;

/** One line per distinct problem, with a count; requests aborted by a reload or a left page summed up in one. */
function problemLines(problems) {
  const counts = new Map();
  let aborted = 0;
  for (const raw of problems) {
    const problem = raw.replace(/\s+/g, ' ').trim();
    if (problem.startsWith('failed request:') && problem.endsWith('(net::ERR_ABORTED)')) aborted += 1;
    else counts.set(problem, (counts.get(problem) ?? 0) + 1);
  }
  const lines = [...counts]
    .sort(
      ([a], [b]) => Number(b.startsWith('Vite error overlay')) - Number(a.startsWith('Vite error overlay')),
    )
    .map(([problem, count]) => `- ${problem}${count > 1 ? ` (${count} times)` : ''}`);
  if (aborted) lines.push(`- ${aborted} requests aborted (net::ERR_ABORTED: the page reloaded or was left)`);
  if (lines.length <= MAX_PROBLEMS) return lines;
  return [...lines.slice(0, MAX_PROBLEMS), `- ... and ${lines.length - MAX_PROBLEMS} more`];
}

function failWith(title, problems, command) {
  const lines = [title, ...problemLines(problems)];
  if (command)
    lines.push(
      `last output of \`${command.label}\`:`,
      ...command.output
        .filter((line) => !STACK_FRAME.test(line))
        .slice(-10)
        .map((l) => `  ${l}`),
    );
  throw new CheckFailure(lines.join('\n'));
}

/** Lets late console errors and requests of the page arrive before its problems are read. */
const SETTLE_MS = 2000;

/** Every subpath export of every lib resolves to source under the `@wallet/source` condition (CSS included). */
function checkSourceConditions() {
  const problems = [];
  const libs = fs.readdirSync(path.join(tempDir.repo, 'libs'));
  for (const lib of libs) {
    const file = path.join(tempDir.repo, 'libs', lib, 'package.json');
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
    const exports = pkg.exports;
    if (!exports || typeof exports !== 'object') {
      problems.push(`${pkg.name}: no "exports" map`);
      continue;
    }
    for (const [subpath, target] of Object.entries(exports)) {
      if (subpath === './package.json') continue;
      const where = `${pkg.name} "${subpath}"`;
      if (typeof target !== 'object' || target === null) {
        problems.push(`${where} points only at ${JSON.stringify(target)}: add a "@wallet/source" condition`);
        continue;
      }
      const conditions = Object.keys(target);
      if (conditions[0] !== '@wallet/source') {
        problems.push(
          `${where}: "@wallet/source" must be its first condition (has ${conditions.join(', ')})`,
        );
        continue;
      }
      const source = target['@wallet/source'];
      if (typeof source !== 'string' || !source.startsWith('./src/')) {
        problems.push(`${where}: "@wallet/source" must point into ./src/, got ${JSON.stringify(source)}`);
      } else if (!fs.existsSync(path.join(tempDir.repo, 'libs', lib, source))) {
        problems.push(`${where}: "@wallet/source" points at ${source}, which does not exist`);
      }
    }
  }
  if (problems.length)
    failWith('exports that need a build before the dev server or tests can use them:', problems);
}

/** The clone really is clean, and its workspace packages resolve into the clone, not into another tree. */
function checkCloneIsClean() {
  const problems = [];
  for (const folder of ['libs', 'apps']) {
    for (const name of fs.readdirSync(path.join(tempDir.repo, folder))) {
      for (const output of ['dist', 'storybook-static', 'node_modules']) {
        if (fs.existsSync(path.join(tempDir.repo, folder, name, output)))
          problems.push(`${folder}/${name}/${output} exists`);
      }
    }
  }
  for (const cache of ['.nx', 'node_modules/.vite', 'node_modules/.cache']) {
    if (fs.existsSync(path.join(tempDir.repo, cache))) problems.push(`${cache} exists`);
  }
  const scope = path.join(tempDir.repo, 'node_modules/@wallet');
  for (const name of fs.readdirSync(scope)) {
    const real = fs.realpathSync(path.join(scope, name));
    if (!real.startsWith(tempDir.repo + path.sep))
      problems.push(`@wallet/${name} resolves to ${real}, outside the clone`);
  }
  if (problems.length) failWith('the clone is not a clean tree:', problems);
}

/** A first `npm install` keeps the committed lockfile (it once added other platforms' optional binaries). */
function checkLockfileKept() {
  execFileSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: tempDir.repo,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const diff = git(['diff', '--stat', '--', 'package-lock.json'], tempDir.repo);
  if (diff) failWith('npm install rewrites the committed package-lock.json:', [diff]);
}

/** `npm start` (or `npm run start:laos`): log in as the demo player and reach /user/home. */
async function checkApp({ script, locale, demo }) {
  const [appPort, apiPort] = await freePorts(2);
  const args = [...script.split(' '), '--', '--port', String(appPort), '--api-port', String(apiPort)];
  const command = startCommand(`npm ${script}`, args);
  const { context, page, problems } = await problemWatchingPage();
  const origin = `http://127.0.0.1:${appPort}`;
  const logIn = async () => {
    await page.goto(`${origin}/login`, { waitUntil: 'load' });
    await page
      .getByRole('textbox', { name: catalogText(locale, 'Phone number'), exact: true })
      .fill(demo.phone);
    await page
      .getByRole('textbox', { name: catalogText(locale, 'Password'), exact: true })
      .fill(demo.password);
    await page.getByRole('button', { name: catalogText(locale, 'Log in'), exact: true }).click();
    await page.waitForURL('**/user/home');
    await page.getByText(catalogText(locale, 'Total balance')).first().waitFor();
    await page.waitForTimeout(SETTLE_MS);
  };
  try {
    await waitForHttp(command, `http://127.0.0.1:${apiPort}/`);
    await waitForHttp(command, `${origin}/`);
    page.setDefaultTimeout(PAGE_TIMEOUT_MS);
    // The overlay covers the page (and takes the clicks): stop at the moment it appears.
    const flow = logIn();
    flow.catch(() => {});
    const overlayShown = page
      .locator('vite-error-overlay')
      .waitFor({ state: 'attached', timeout: 0 })
      .then(() => 'overlay');
    overlayShown.catch(() => {});
    if ((await Promise.race([flow, overlayShown])) === 'overlay') await page.waitForTimeout(SETTLE_MS);
    // Vite's config-loader notice (extensionless imports and the like in the config files) is noise on every start.
    const configWarning = command.output.findIndex((line) => VITE_CONFIG_WARNING.test(line));
    if (configWarning >= 0)
      problems.push(
        `Vite warns about the config: ${command.output.slice(configWarning, configWarning + 4).join(' ')}`,
      );
    const overlay = problems.some((problem) => problem.startsWith('Vite error overlay'));
    if (problems.length) {
      failWith(
        `\`npm ${script}\`: a newcomer sees errors between /login and /user/home (page now at ${page.url()}):`,
        problems,
        overlay ? command : undefined,
      );
    }
  } catch (error) {
    if (error instanceof CheckFailure) throw error;
    failWith(`\`npm ${script}\`: ${error.message.split('\n')[0]}`, problems, command);
  } finally {
    await context.close();
    await stopCommand(command);
  }
}

/** `npm run storybook`: the first story of the index renders in the preview, without an error display. */
async function checkStorybook() {
  const [port] = await freePorts(1);
  // `npm run storybook` runs `npm run dev -w @wallet/storybook`; the second `--` hands the port to Storybook.
  const command = startCommand('npm run storybook', [
    'run',
    'storybook',
    '--',
    '--',
    '-p',
    String(port),
    '--ci',
  ]);
  const { context, page, problems } = await problemWatchingPage();
  try {
    const origin = `http://localhost:${port}`;
    await waitForHttp(command, `${origin}/index.json`);
    const index = await (await fetch(`${origin}/index.json`)).json();
    const first = Object.values(index.entries).find((entry) => entry.type === 'story');
    if (!first) throw new Error('the Storybook index has no story');
    page.setDefaultTimeout(PAGE_TIMEOUT_MS);
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await page.waitForURL(`**/?path=/story/${first.id}`);
    const preview = page.frameLocator('#storybook-preview-iframe');
    const rendered = preview.locator('#storybook-root > *').first();
    const errorShown = preview.locator('body.sb-show-errordisplay');
    await Promise.race([rendered.waitFor(), errorShown.waitFor({ state: 'attached' })]);
    if (await errorShown.count()) {
      const text = await preview
        .locator('#error-message')
        .innerText()
        .catch(() => '');
      problems.push(`Storybook error display on ${first.id}: ${text.trim().slice(0, 600)}`);
    }
    await page.waitForTimeout(SETTLE_MS);
    if (problems.length) failWith(`\`npm run storybook\`, first story ${first.id}:`, problems);
    log(`first story ${first.id} rendered`);
  } catch (error) {
    if (error instanceof CheckFailure) throw error;
    failWith(`\`npm run storybook\`: ${error.message.split('\n')[0]}`, problems, command);
  } finally {
    await context.close();
    await stopCommand(command);
  }
}

// ---------------------------------------------------------------- the clone

/** A fresh clone of `ref`, plus the installed packages as hard links (same files as `npm install` of the lockfile). */
function prepareClone() {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-clean-start-'));
  tempDir = { base, repo: path.join(base, 'repo') };
  const sha = git(
    ['rev-parse', '--verify', `${options.ref}^{commit}`],
    fs.existsSync(options.repo) ? options.repo : root,
  );
  git(['clone', '--quiet', '--no-checkout', options.repo, tempDir.repo]);
  git(['checkout', '--quiet', '--detach', sha], tempDir.repo);
  log(
    `cloned ${options.repo} at ${sha.slice(0, 10)} (${git(['log', '-1', '--format=%s', sha], tempDir.repo)})`,
  );
  if (options.repo === root && git(['status', '--porcelain', '--untracked-files=no'], root)) {
    log('note: the working tree has uncommitted changes; this checks the commit, not them');
  }

  const installed = path.join(root, 'node_modules');
  const lockfile = JSON.parse(fs.readFileSync(path.join(tempDir.repo, 'package-lock.json'), 'utf8'));
  const hidden = JSON.parse(fs.readFileSync(path.join(installed, '.package-lock.json'), 'utf8'));
  const stale = Object.entries(lockfile.packages)
    .filter(([key, entry]) => key.startsWith('node_modules/') && !entry.link && hidden.packages[key])
    .filter(([key, entry]) => hidden.packages[key].version !== entry.version)
    .map(([key, entry]) => `${key}: lockfile ${entry.version}, installed ${hidden.packages[key].version}`);
  if (stale.length) {
    throw new Error(
      `node_modules does not match the lockfile of ${sha.slice(0, 10)}; run npm install:\n${stale.slice(0, 10).join('\n')}`,
    );
  }

  const modules = path.join(tempDir.repo, 'node_modules');
  fs.mkdirSync(modules);
  // Packages and their bin links, not the caches (.vite, .cache, .vite-temp) nor the workspace links.
  const entries = fs
    .readdirSync(installed)
    .filter(
      (name) =>
        name !== '@wallet' && (!name.startsWith('.') || name === '.bin' || name === '.package-lock.json'),
    );
  execFileSync('cp', ['-al', ...entries.map((name) => path.join(installed, name)), modules]);
  // The workspace links, as npm install makes them: relative, into the clone.
  for (const pattern of lockfile.packages[''].workspaces ?? []) {
    const folders = pattern.endsWith('/*')
      ? fs
          .readdirSync(path.join(tempDir.repo, pattern.slice(0, -2)))
          .map((name) => `${pattern.slice(0, -2)}/${name}`)
      : [pattern];
    for (const folder of folders) {
      const file = path.join(tempDir.repo, folder, 'package.json');
      if (!fs.existsSync(file)) continue;
      const { name } = JSON.parse(fs.readFileSync(file, 'utf8'));
      const link = path.join(modules, name);
      fs.mkdirSync(path.dirname(link), { recursive: true });
      fs.symlinkSync(path.relative(path.dirname(link), path.join(tempDir.repo, folder)), link);
    }
  }
}

async function main() {
  try {
    prepareClone();
  } catch (error) {
    results.push({ name: 'fresh clone', status: 'failed', seconds: '0', message: error.message });
    log(`FAIL fresh clone\n${indent(error.message)}`);
    return;
  }
  await check('clone has no build output, caches or links into another tree', checkCloneIsClean);
  await check('every lib export has a @wallet/source condition', checkSourceConditions);
  await check('npm install leaves package-lock.json unchanged', checkLockfileKept);
  browser = await chromium.launch(chromiumLaunchOptions());
  try {
    await check('npm start: /login, demo player log in, /user/home', () =>
      checkApp({ script: 'start', locale: 'th', demo: DEMO.thai }),
    );
    await check('npm run start:laos: /login, Lao demo player log in, /user/home', () =>
      checkApp({ script: 'run start:laos', locale: 'lo', demo: DEMO.laos }),
    );
    await check('npm run storybook: the first story renders', checkStorybook);
  } finally {
    await browser.close();
  }
}

try {
  await main();
} catch (error) {
  results.push({
    name: 'clean start',
    status: 'failed',
    seconds: '0',
    message: error.stack ?? String(error),
  });
  log(`FAIL ${error.stack ?? error}`);
} finally {
  await stopAll();
  removeTempDir();
}

const passed = results.filter((result) => result.status === 'passed').length;
const failed = results.length - passed;
const reportDir = path.join(root, '.reports/clean-start');
fs.mkdirSync(reportDir, { recursive: true });
fs.writeFileSync(
  path.join(reportDir, 'report.json'),
  JSON.stringify(
    {
      numPassedTests: passed,
      numFailedTests: failed,
      numPendingTests: 0,
      numTodoTests: 0,
      success: failed === 0,
      testResults: results,
    },
    null,
    2,
  ),
);
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  failed === 0
    ? `clean start: PASS, ${passed} passed, 0 failed in ${seconds} s`
    : `clean start: FAIL, ${passed} passed, ${failed} failed in ${seconds} s (${results
        .filter((result) => result.status === 'failed')
        .map((result) => result.name)
        .join('; ')})`,
);
process.exit(failed === 0 ? 0 : 1);
