#!/usr/bin/env node
// The README's first command on a clean tree. Clones the repository's HEAD into a temporary folder (no dist/, no .nx
// cache, no Vite or Storybook cache), gives it the installed packages (hard links of the root node_modules, with the
// workspace links pointing into the clone), then, as a newcomer would:
//   - checks that every export of every lib has a `@wallet/source` condition (first) that points at a source file;
//   - `npm install --package-lock-only` leaves the committed package-lock.json as it is (no rewrite on first install);
//   - `npm start` and `npm run start:laos`: loads /login in Chromium, logs in as the demo player, reaches /user/home;
//   - each start stopped as an IDE, a process manager or a closed terminal stops it: one signal (SIGTERM, SIGHUP or
//     SIGINT) to the npm process alone; nothing it started may be left running, both ports free;
//   - `npm run storybook`: the first story renders.
// Any console error, uncaught page error, Vite error overlay, failed request or HTTP error answer fails the check, and
// so does a warning of Vite about the config files (printed on every start and test run otherwise).
// Every process it starts runs in its own process group and is killed at the end, whatever happens; the temporary
// folder is removed. Free ports are picked, so a dev server someone has running on 4200/4201/3333/6006 is no problem.
//
//   node tools/scripts/check-clean-start.mjs [--repo <path or URL>] [--ref <commit>] [--keep]
//
// Writes .reports/clean-start/report.json (numPassedTests / numFailedTests) for the `npm test` summary line.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../presets/chromium.mjs';
import {
  checkCloneIsClean,
  checkLockfileKept,
  checkSourceConditions,
  prepareClone,
} from './clean-start/clone.mjs';
import { CheckFailure, failWith, problemWatchingPage } from './clean-start/page-problems.mjs';
import { stopWithSignal } from './clean-start/stop-signal.mjs';
import { createChecks } from './lib/check-report.mjs';
import { freePorts, startServer, stopServer, stopServersOnExit, waitForHttp } from './lib/servers.mjs';

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
/** A loaded machine compiles a cold Vite or Storybook server slowly: generous, but bounded. */
const SERVER_TIMEOUT_MS = 180_000;
/** The first line of Vite's warning about config files that its native config loader could not load. */
const VITE_CONFIG_WARNING = /Your Vite config uses features that are unsupported/;
const PAGE_TIMEOUT_MS = 120_000;

const { log, check, fail, runToExit } = createChecks('clean-start');
let tempDir;
let browser;

function removeTempDir() {
  if (tempDir && !options.keep) fs.rmSync(tempDir.base, { recursive: true, force: true });
}
stopServersOnExit(log, removeTempDir);

/** Starts an npm script in the clone (its own process group); keeps its output for the failure message. */
function startCommand(label, args) {
  const env = {
    ...process.env,
    NX_TUI: 'false',
    NX_DAEMON: 'false',
    NO_COLOR: '1',
    FORCE_COLOR: '0',
    BROWSER: 'none',
    CI: '1',
  };
  const command = startServer(label, 'npm', args, { cwd: tempDir.repo, env });
  log(`started \`npm ${args.join(' ')}\` (process group ${command.pgid})`);
  return command;
}

/** Reads msgstr of `msgid` from a Lingui .po catalogue of the clone: the texts a person sees on the screen. */
function catalogText(locale, msgid) {
  // Every page's texts, then each feature's own (locales/<feature>).
  const localesDir = path.join(tempDir.repo, 'libs/screens/src/i18n/locales');
  const parts = fs
    .readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const files = ['', ...parts].map((part) => path.join(localesDir, part, `${locale}.po`));
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const match = text.match(new RegExp(`^msgid ${JSON.stringify(msgid)}\\nmsgstr (".*")$`, 'm'));
    if (match && match[1] !== '""') return JSON.parse(match[1]);
  }
  throw new Error(`${files.join(' and ')} have no translation of "${msgid}"`);
}

// ---------------------------------------------------------------- the checks

/** Lets late console errors and requests of the page arrive before its problems are read. */
const SETTLE_MS = 2000;

/** Stops a start with one `signal` to its npm process; fails on any process or port it leaves behind. */
async function checkStopped(command, script, signal, ports) {
  const left = await stopWithSignal(command, signal, ports);
  if (left.length) failWith(`\`npm ${script}\` stopped by ${signal} left things running:`, left);
  log(`npm ${script}: stopped by ${signal}, nothing left running, ports ${ports.join(' and ')} free`);
}

/**
 * `npm start` (or `npm run start:laos`): log in as the demo player and reach /user/home, then stop it with
 * `stopSignal`.
 */
async function checkApp({ script, locale, demo, stopSignal }) {
  const [appPort, apiPort] = await freePorts(2);
  const args = [...script.split(' '), '--', '--port', String(appPort), '--api-port', String(apiPort)];
  const command = startCommand(`npm ${script}`, args);
  const { context, page, problems } = await problemWatchingPage(browser);
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
    await waitForHttp(command, `http://127.0.0.1:${apiPort}/`, SERVER_TIMEOUT_MS);
    await waitForHttp(command, `${origin}/`, SERVER_TIMEOUT_MS);
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
    await context.close();
    await checkStopped(command, script, stopSignal, [appPort, apiPort]);
  } catch (error) {
    if (error instanceof CheckFailure) throw error;
    failWith(`\`npm ${script}\`: ${error.message.split('\n')[0]}`, problems, command);
  } finally {
    await context.close();
    await stopServer(command);
  }
}

/** `npm start` stopped by `signal` as soon as both servers answer (a second start: Vite's cache is warm). */
async function checkStartStops(signal) {
  const [appPort, apiPort] = await freePorts(2);
  const args = ['start', '--', '--port', String(appPort), '--api-port', String(apiPort)];
  const command = startCommand('npm start', args);
  try {
    await waitForHttp(command, `http://127.0.0.1:${apiPort}/`, SERVER_TIMEOUT_MS);
    await waitForHttp(command, `http://127.0.0.1:${appPort}/`, SERVER_TIMEOUT_MS);
    await checkStopped(command, 'start', signal, [appPort, apiPort]);
  } catch (error) {
    if (error instanceof CheckFailure) throw error;
    failWith(`\`npm start\`: ${error.message.split('\n')[0]}`, [], command);
  } finally {
    await stopServer(command);
  }
}

/** `npm run storybook`: the first story of the index renders in the preview, without an error display. */
async function checkStorybook() {
  const [port] = await freePorts(1);
  // The README's form: `npm run storybook -- --port N` (the script ends in `--`, so its arguments reach Storybook,
  // whose later --port overrides the script's -p 6006).
  const command = startCommand('npm run storybook', [
    'run',
    'storybook',
    '--',
    '--port',
    String(port),
    '--ci',
  ]);
  const { context, page, problems } = await problemWatchingPage(browser);
  try {
    const origin = `http://localhost:${port}`;
    await waitForHttp(command, `${origin}/index.json`, SERVER_TIMEOUT_MS);
    const index = await (await fetch(`${origin}/index.json`)).json();
    const first = Object.values(index.entries).find((entry) => entry.type === 'story');
    if (!first) throw new Error('the Storybook index has no story');
    page.setDefaultTimeout(PAGE_TIMEOUT_MS);
    // Straight to the index's first story (Storybook lands on a component's docs page first since autodocs).
    await page.goto(`${origin}/?path=/story/${first.id}`, { waitUntil: 'load' });
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
    await stopServer(command);
  }
}

// ---------------------------------------------------------------- the clone

async function main() {
  try {
    tempDir = prepareClone({ root, repo: options.repo, ref: options.ref, log });
  } catch (error) {
    fail('fresh clone', error.message);
    return;
  }
  await check('clone has no build output, caches or links into another tree', () =>
    checkCloneIsClean(tempDir.repo),
  );
  await check('every lib export has a @wallet/source condition', () => checkSourceConditions(tempDir.repo));
  await check('npm install leaves package-lock.json unchanged, no install-scripts warning', () =>
    checkLockfileKept(tempDir.repo),
  );
  browser = await chromium.launch(chromiumLaunchOptions());
  try {
    await check('npm start: /login, demo player log in, /user/home; SIGTERM stops everything', () =>
      checkApp({ script: 'start', locale: 'th', demo: DEMO.thai, stopSignal: 'SIGTERM' }),
    );
    await check(
      'npm run start:laos: /login, Lao demo player log in, /user/home; SIGHUP stops everything',
      () => checkApp({ script: 'run start:laos', locale: 'lo', demo: DEMO.laos, stopSignal: 'SIGHUP' }),
    );
    await check('npm start: SIGINT stops everything', () => checkStartStops('SIGINT'));
    await check('npm run storybook: the first story renders', checkStorybook);
  } finally {
    await browser.close();
  }
}

await runToExit(main, {
  name: 'clean start',
  reportDir: path.join(root, '.reports/clean-start'),
  title: 'clean start',
  cleanup: removeTempDir,
});
