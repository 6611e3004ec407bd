// The clean start's fresh clone: HEAD (or a ref) cloned into a temporary folder with the installed packages as hard
// links, and the checks that it is clean and that every lib export resolves to source without a build.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { failWith } from './page-problems.mjs';

function git(args, cwd) {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** Every subpath export of every lib resolves to source under the `@wallet/source` condition (CSS included). */
export function checkSourceConditions(repo) {
  const problems = [];
  const libs = fs.readdirSync(path.join(repo, 'libs'));
  for (const lib of libs) {
    const file = path.join(repo, 'libs', lib, 'package.json');
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
      } else if (!fs.existsSync(path.join(repo, 'libs', lib, source))) {
        problems.push(`${where}: "@wallet/source" points at ${source}, which does not exist`);
      }
    }
  }
  if (problems.length)
    failWith('exports that need a build before the dev server or tests can use them:', problems);
}

/** The clone really is clean, and its workspace packages resolve into the clone, not into another tree. */
export function checkCloneIsClean(repo) {
  const problems = [];
  for (const folder of ['libs', 'apps']) {
    for (const name of fs.readdirSync(path.join(repo, folder))) {
      for (const output of ['dist', 'storybook-static', 'node_modules']) {
        if (fs.existsSync(path.join(repo, folder, name, output)))
          problems.push(`${folder}/${name}/${output} exists`);
      }
    }
  }
  for (const cache of ['.nx', 'node_modules/.vite', 'node_modules/.cache']) {
    if (fs.existsSync(path.join(repo, cache))) problems.push(`${cache} exists`);
  }
  const scope = path.join(repo, 'node_modules/@wallet');
  for (const name of fs.readdirSync(scope)) {
    const real = fs.realpathSync(path.join(scope, name));
    if (!real.startsWith(repo + path.sep))
      problems.push(`@wallet/${name} resolves to ${real}, outside the clone`);
  }
  if (problems.length) failWith('the clone is not a clean tree:', problems);
}

/**
 * A first `npm install` keeps the committed lockfile (it once added other platforms' optional binaries) and warns
 * about no dependency's install script: package.json's `allowScripts` decides every one (npm 11 warns on each
 * install about those it does not cover; npm 12 blocks them).
 */
export function checkLockfileKept(repo) {
  const install = spawnSync('npm', ['install', '--package-lock-only', '--no-audit', '--no-fund'], {
    cwd: repo,
    encoding: 'utf8',
  });
  if (install.status !== 0) failWith('npm install failed:', install.stderr.trim().split('\n').slice(-10));
  const scriptWarnings = `${install.stdout}\n${install.stderr}`
    .split('\n')
    .filter((line) => /install-scripts/.test(line));
  if (scriptWarnings.length)
    failWith(
      "npm install warns about install scripts that package.json's allowScripts does not cover:",
      scriptWarnings,
    );
  const diff = git(['diff', '--stat', '--', 'package-lock.json'], repo);
  if (diff) failWith('npm install rewrites the committed package-lock.json:', [diff]);
}

/** A fresh clone of `ref`, plus the installed packages as hard links (same files as `npm install` of the lockfile). */
export function prepareClone({ root, repo: from, ref, log }) {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-clean-start-'));
  const tempDir = { base, repo: path.join(base, 'repo') };
  const sha = git(['rev-parse', '--verify', `${ref}^{commit}`], fs.existsSync(from) ? from : root);
  git(['clone', '--quiet', '--no-checkout', from, tempDir.repo]);
  git(['checkout', '--quiet', '--detach', sha], tempDir.repo);
  log(`cloned ${from} at ${sha.slice(0, 10)} (${git(['log', '-1', '--format=%s', sha], tempDir.repo)})`);
  if (from === root && git(['status', '--porcelain', '--untracked-files=no'], root)) {
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
  return tempDir;
}
