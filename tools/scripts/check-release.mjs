#!/usr/bin/env node
// The release flow (README "Releasing"), checked without releasing anything:
//   - each lib's current version has its tag `<package>@<version>`, on the commit that released it and in HEAD's
//     history (the start of `nx release`'s next changelog); a missing one fails with the `git tag` command to run
//     (or `node tools/scripts/tag-releases.mjs` runs them);
//   - every publishable lib (not private, built by tsup) is in nx.json's release projects, names its repository
//     (with `directory`), homepage and bug tracker, and its `nx-release-publish` target depends on its `build`;
//   - `nx release --dry-run --skip-publish` runs: each lib's current version is read from its tag, each lib gets its
//     next version and a CHANGELOG.md entry from the commits since, and the dry-run leaves the working tree as it was.
// Takes seconds (no build, no publish). Writes .reports/release/report.json for the `npm test` summary line.
//
//   node tools/scripts/check-release.mjs
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { inspectReleaseTags, publishableLibs, tagCommand } from './lib/release-tags.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const started = Date.now();
const results = [];
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const env = { ...process.env, NX_TUI: 'false', NX_DAEMON: 'false', NO_COLOR: '1', FORCE_COLOR: '0' };

function check(name, body) {
  try {
    body();
    results.push({ name, status: 'passed' });
    console.log(`[release] PASS ${name}`);
  } catch (error) {
    results.push({ name, status: 'failed', message: error.message });
    console.log(`[release] FAIL ${name}\n${error.message.replace(/^/gm, '    ')}`);
  }
}

function fail(title, problems) {
  if (problems.length) throw new Error([title, ...problems.map((p) => `- ${p}`)].join('\n'));
}

const libs = publishableLibs(root);
const release = readJson(path.join(root, 'nx.json')).release ?? {};

// A clone that carries no release tag at all was made without tags (a bundle or a branch-only fetch, as a CI
// machine's clone may be): its tags are made here, locally and lightweight, on the commits that released each version
// (what tag-releases.mjs does), so the dry run below starts where the repository's own tags say. A clone with tags is
// held to them: one missing or misplaced fails the check below.
const anyReleaseTag = execFileSync('git', ['tag', '--list', '@wallet/*'], {
  cwd: root,
  encoding: 'utf8',
}).trim();
if (!anyReleaseTag) {
  for (const entry of inspectReleaseTags(root, libs)) {
    if (!entry.missing) continue;
    execFileSync('git', ['tag', entry.tag, entry.commit], { cwd: root });
    console.log(
      `[release] this clone has no release tags: tagged ${entry.tag} on ${entry.commit.slice(0, 12)}, its release commit`,
    );
  }
}

check('every publishable lib is released, with repository, homepage, bugs and a CHANGELOG', () => {
  const problems = [];
  if (libs.length === 0) problems.push('no publishable lib found under libs/');
  for (const { dir, pkg } of libs) {
    if (!release.projects?.includes(pkg.name)) problems.push(`${pkg.name}: not in nx.json release.projects`);
    if (!/^git\+https:\/\/.+\.git$/.test(pkg.repository?.url ?? ''))
      problems.push(`${pkg.name}: repository.url must be a git+https URL`);
    if (pkg.repository?.directory !== dir)
      problems.push(`${pkg.name}: repository.directory must be "${dir}"`);
    if (!/^https:\/\//.test(pkg.homepage ?? '')) problems.push(`${pkg.name}: no https homepage`);
    if (!/^https:\/\//.test(pkg.bugs?.url ?? '')) problems.push(`${pkg.name}: no https bugs.url`);
    if (!fs.existsSync(path.join(root, dir, 'CHANGELOG.md')))
      problems.push(`${pkg.name}: no ${dir}/CHANGELOG.md`);
    else if (!pkg.files?.includes('CHANGELOG.md'))
      problems.push(`${pkg.name}: CHANGELOG.md is not in "files"`);
  }
  fail('package metadata:', problems);
});

check("each lib's version is tagged where it was released", () => {
  const problems = [];
  const commands = [];
  for (const entry of inspectReleaseTags(root, libs)) {
    if (entry.problem) problems.push(entry.problem);
    if (entry.missing) {
      problems.push(`${entry.tag}: no tag (released by ${entry.commit.slice(0, 12)})`);
      commands.push(tagCommand(entry.tag, entry.commit).join(' '));
    }
  }
  if (commands.length)
    problems.push(
      `create them (or run node tools/scripts/tag-releases.mjs), then push them (git push origin --tags):\n${commands.join('\n')}`,
    );
  fail('release tags (without them nx release lists every commit since the beginning again):', problems);
});

check('publishing builds dist first', () => {
  const problems = [];
  for (const { pkg } of libs) {
    const project = JSON.parse(
      execFileSync('npx', ['nx', 'show', 'project', pkg.name, '--json'], {
        cwd: root,
        env,
        encoding: 'utf8',
      }),
    );
    const dependsOn = project.targets?.['nx-release-publish']?.dependsOn ?? [];
    if (!dependsOn.some((dep) => dep === 'build' || dep?.target === 'build'))
      problems.push(`${pkg.name}: nx-release-publish does not depend on build`);
    if (!/\bbuild\b/.test(pkg.scripts?.prepublishOnly ?? ''))
      problems.push(`${pkg.name}: no prepublishOnly build (for a publish outside nx release)`);
  }
  fail('a publish could ship a stale or missing dist:', problems);
});

check('nx release --dry-run: a version and a CHANGELOG entry per lib, nothing written', () => {
  const statusBefore = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' });
  const run = spawnSync('npx', ['nx', 'release', '--dry-run', '--skip-publish', '--verbose'], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  const output = `${run.stdout}\n${run.stderr}`;
  if (run.status !== 0)
    fail(`nx release --dry-run exited ${run.status}:`, output.trim().split('\n').slice(-15));
  const problems = [];
  for (const { dir, pkg } of libs) {
    // Nx prints each project's resolved version and the changelog file it would write.
    // A lib untouched since its last tag is left as it is (no version, no CHANGELOG entry): that is a decision too.
    const lines = output.split('\n').filter((line) => line.startsWith(`${pkg.name} `));
    const unchanged = lines.some((line) => line.includes('No changes were detected'));
    if (!lines.some((line) => line.includes(`from git tag "${pkg.name}@${pkg.version}"`)))
      problems.push(`${pkg.name}: the dry-run did not start from the tag ${pkg.name}@${pkg.version}`);
    if (!unchanged && !lines.some((line) => line.includes('New version')))
      problems.push(`${pkg.name}: no version decision in the dry-run output`);
    if (!unchanged && !output.includes(`${dir}/CHANGELOG.md`))
      problems.push(`${pkg.name}: no ${dir}/CHANGELOG.md in the dry-run`);
  }
  const statusAfter = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' });
  if (statusAfter !== statusBefore) problems.push('the dry-run changed the working tree');
  fail('nx release --dry-run:', problems);
});

const passed = results.filter((r) => r.status === 'passed').length;
const failed = results.length - passed;
fs.mkdirSync(path.join(root, '.reports/release'), { recursive: true });
fs.writeFileSync(
  path.join(root, '.reports/release/report.json'),
  JSON.stringify(
    {
      numPassedTests: passed,
      numFailedTests: failed,
      numPendingTests: 0,
      numTodoTests: 0,
      success: failed === 0,
      testResults: results.map((r) => ({ name: r.name, status: r.status, message: r.message ?? '' })),
    },
    null,
    2,
  ),
);
console.log(
  `release: ${failed === 0 ? 'PASS' : 'FAIL'}, ${passed} passed, ${failed} failed in ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(failed === 0 ? 0 : 1);
