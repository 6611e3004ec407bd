#!/usr/bin/env node
// The publishable libs as another team gets them. For every lib under libs/ that builds with tsup and has a
// `check-package` target (not private):
//   - its package.json names the operator's registry (`publishConfig.registry`) and its README shows that scope
//     mapping (`@wallet:registry=...` for .npmrc) and a tarball install line that lists its @wallet dependencies too;
//   - the libs are built (Nx, cached) and `npm pack`ed; a scratch project outside the repo (os.tmpdir()) depends on
//     the tarballs plus the peers, maps the @wallet scope (as the READMEs' .npmrc line does) to a local stand-in of
//     the operator's registry that knows no package yet, and is installed with `npm install --prefer-offline`: every
//     @wallet package must come from a tarball, deduplicated, and nothing of the scope is asked of the public registry;
//   - there, Node imports every entry as ESM and requires it as CJS (CSS entries resolve to a file);
//   - every README block marked `<!-- quick-start -->` (a ```ts or ```tsx block) is type-checked as written, one
//     module per block, strict;
//   - the chat-sdk block marked `<!-- quick-start: widget -->` is bundled with Vite, its example API URL
//     (https://api.example.com) replaced by a real sandbox's, and run in Chromium: a message is sent from the widget
//     and the sandbox's automatic reply arrives;
//   - the spin-wheel block marked `<!-- quick-start: vanilla -->` runs the same way as a logged-in demo player: one
//     tap on its Spin button spends one coin, and the wheel lands on the slice the sandbox chose and shows the prize;
//   - what an app pays for a lib: small apps that import a little of it are bundled with esbuild as an app's bundler
//     does (minified, code splitting on, React left out) and the gzip size of what their page loads up front (the
//     entry and its static imports) is held to a budget, with the packages that must not be in it (DOMPurify for
//     the ui-kit's Button, socket.io-client for a chat client without a socket URL);
//   - the api-client tarball installs beside msw 3 (its optional peer for `/testing`) in a second scratch project, no
//     ERESOLVE, and `/testing`'s handlers forward a request through that msw there;
//   - pnpm (strict: a package sees only what it declares) installs the api-client and domain tarballs in a third, where
//     the api-client README's `/react` quick start type-checks with the packages' declarations checked too.
//
//   node tools/scripts/check-consumer.mjs [--keep]
//
// Writes .reports/consumer/report.json (numPassedTests / numFailedTests) for the `npm test` summary line; exits 1 on
// any failure. Every process it starts is killed at the end; the temporary folder is removed (unless --keep).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createChecks } from './lib/check-report.mjs';
import { stopServersOnExit } from './lib/servers.mjs';
import { checkSpinWheel, checkWidget } from './consumer/browser-checks.mjs';
import { APP_BUNDLES, checkAppBundle, checkOtherMsw, kb, OTHER_MSW_RANGE } from './consumer/bundles.mjs';
import {
  checkEntries,
  checkPublishDocs,
  createScratchProject,
  installScratchProject,
  packLibs,
  publishableLibs,
  startScopeRegistry,
} from './consumer/packing.mjs';
import { checkPnpmQuickStart, PNPM } from './consumer/pnpm.mjs';
import { typeCheckQuickStarts, writeQuickStarts } from './consumer/quick-starts.mjs';
import { log, root, run, work } from './consumer/shared.mjs';

const { values: options } = parseArgs({ options: { keep: { type: 'boolean', default: false } } });
const { check, skipped, runToExit } = createChecks('consumer');

stopServersOnExit(log, () => {
  if (work.dir && !options.keep) fs.rmSync(work.dir, { recursive: true, force: true });
});

async function main() {
  const libs = publishableLibs();
  const byName = new Map(libs.map((lib) => [lib.name, lib]));
  log(`publishable libs: ${libs.map((lib) => lib.name).join(', ')}`);
  if (!libs.length) throw new Error('no publishable libs found under libs/');

  for (const lib of libs) {
    await check(`${lib.name}: README says where it is published and how to install it`, () =>
      checkPublishDocs(lib, byName),
    );
  }

  work.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-consumer-'));
  let tarballs;
  let consumerDir;
  const ready = await check(
    'build, pack and install every publishable lib in a scratch project',
    async () => {
      const begin = Date.now();
      run(
        'npx',
        ['nx', 'run-many', '-t', 'build', '-p', ...libs.map((lib) => lib.name), '--output-style=static'],
        root,
      );
      log(`built (${((Date.now() - begin) / 1000).toFixed(1)} s)`);
      tarballs = packLibs(libs);
      log(`packed ${[...tarballs.values()].map((file) => path.basename(file)).join(', ')}`);
      const registry = await startScopeRegistry();
      try {
        consumerDir = createScratchProject(libs, tarballs, registry.url);
        await installScratchProject(consumerDir, registry);
      } finally {
        registry.server.close();
      }
      log(
        `installed in ${consumerDir} (${((Date.now() - begin) / 1000).toFixed(1)} s since the build started)`,
      );
    },
  );

  for (const lib of libs) {
    const name = `${lib.name}: every entry imports as ESM and requires as CJS`;
    if (!ready) skipped(name, 'the scratch project did not install');
    else await check(name, () => checkEntries(lib, consumerDir));
  }

  const blocks = ready ? writeQuickStarts(libs, consumerDir) : [];
  const typeCheckStart = Date.now();
  const errors = ready ? typeCheckQuickStarts(consumerDir) : [];
  if (ready) {
    log(
      `tsc over ${blocks.length} quick starts: ${errors.length} error lines (${((Date.now() - typeCheckStart) / 1000).toFixed(1)} s)`,
    );
  }
  for (const lib of libs) {
    const name = `${lib.name}: README quick starts compile as written`;
    if (!ready) {
      skipped(name, 'the scratch project did not install');
      continue;
    }
    await check(name, () => {
      const own = blocks.filter((block) => block.lib === lib.name);
      if (!own.length) throw new Error('README.md has no block marked <!-- quick-start -->');
      const problems = [];
      for (const block of own) {
        const relative = path.relative(consumerDir, block.file);
        const lines = errors.filter((line) => line.startsWith(relative));
        if (!lines.length) continue;
        problems.push(`${block.source} (as ${relative}):`, ...lines.slice(0, 12).map((l) => `  ${l}`));
        if (lines.length > 12) problems.push(`  ... and ${lines.length - 12} more errors`);
      }
      if (problems.length) throw new Error(problems.join('\n'));
    });
  }
  const stray = errors.filter(
    (line) => !blocks.some((block) => line.startsWith(path.relative(consumerDir, block.file))),
  );
  if (stray.length) {
    await check('the quick starts type-check without errors in the installed packages', () => {
      throw new Error(stray.slice(0, 20).join('\n'));
    });
  }

  for (const app of APP_BUNDLES) {
    const name = `${app.lib}: ${app.name} stays under ${kb(app.budgetBytes)} gzip without ${app.forbidden.join(', ')}`;
    if (!ready) skipped(name, 'the scratch project did not install');
    else await check(name, () => checkAppBundle(app, consumerDir));
  }

  const mswName = `@wallet/api-client: installs beside msw ${OTHER_MSW_RANGE} (its optional peer) and /testing forwards through it`;
  if (!ready) skipped(mswName, 'the libs were not packed');
  else await check(mswName, () => checkOtherMsw(tarballs));

  const pnpmName = `@wallet/api-client: installed by ${PNPM}, its /react quick start type-checks (declarations included)`;
  if (!ready) skipped(pnpmName, 'the libs were not packed');
  else await check(pnpmName, () => checkPnpmQuickStart(libs, tarballs));

  const widgetName =
    '@wallet/chat-sdk: the README widget quick start sends a message and gets the sandbox reply in Chromium';
  const widget = blocks.find((block) => block.lib === '@wallet/chat-sdk' && block.label === 'widget');
  if (!ready) skipped(widgetName, 'the scratch project did not install');
  else if (!widget)
    skipped(widgetName, 'libs/chat-sdk/README.md has no block marked <!-- quick-start: widget -->');
  else await check(widgetName, () => checkWidget(widget, consumerDir));

  const spinName =
    '@wallet/spin-wheel: the README vanilla quick start spins once against the sandbox and shows the prize in Chromium';
  const spin = blocks.find((block) => block.lib === '@wallet/spin-wheel' && block.label === 'vanilla');
  if (!ready) skipped(spinName, 'the scratch project did not install');
  else if (!spin)
    skipped(spinName, 'libs/spin-wheel/README.md has no block marked <!-- quick-start: vanilla -->');
  else await check(spinName, () => checkSpinWheel(spin, consumerDir));
}

await runToExit(main, {
  name: 'consumer check',
  reportDir: path.join(root, '.reports/consumer'),
  title: 'consumer',
  cleanup: () => {
    if (options.keep && work.dir) log(`kept ${work.dir}`);
  },
});
