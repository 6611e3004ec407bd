// The git tag of each publishable lib's released version (`<package>@<version>`, nx.json's releaseTag.pattern), which
// `nx release` reads as the lib's last release: without it, it falls back to package.json and lists every commit
// since the beginning again. Used by check-release.mjs (fails on a missing tag) and tag-releases.mjs (creates them).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const git = (root, args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

function tryGit(root, args) {
  try {
    return git(root, args);
  } catch {
    return null;
  }
}

/** The publishable libs (not private, built by tsup) as { dir, file, pkg }, dir relative to the repo root. */
export function publishableLibs(root) {
  return fs
    .readdirSync(path.join(root, 'libs'))
    .map((name) => ({ dir: `libs/${name}`, file: path.join(root, 'libs', name, 'package.json') }))
    .filter(({ file }) => fs.existsSync(file))
    .map((lib) => ({ ...lib, pkg: JSON.parse(fs.readFileSync(lib.file, 'utf8')) }))
    .filter(({ pkg }) => !pkg.private && /\btsup\b/.test(pkg.scripts?.build ?? ''));
}

/** The tag name of a lib's version, as `nx release` writes it. */
export function releaseTagName(pkg) {
  return `${pkg.name}@${pkg.version}`;
}

/** The version in `file` (repo-relative package.json) at `commit`, or null where the file did not exist. */
function versionAt(root, commit, file) {
  const text = tryGit(root, ['show', `${commit}:${file}`]);
  if (text === null) return null;
  try {
    return JSON.parse(text).version ?? null;
  } catch {
    return null;
  }
}

/**
 * The commit that released the lib's version: the one that set it in its package.json (it has the version, none of
 * its parents has), the oldest if several did (a release commit, then a merge bringing it to main).
 */
export function releaseCommit(root, dir, version) {
  const file = `${dir}/package.json`;
  const introduced = git(root, ['log', '--format=%H %P', '--', file])
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(' '))
    .filter(
      ([commit, ...parents]) =>
        versionAt(root, commit, file) === version &&
        parents.every((parent) => versionAt(root, parent, file) !== version),
    );
  return introduced.at(-1)?.[0] ?? null;
}

/** The command that creates a lib's tag on `commit`, annotated like the tags `nx release` creates. */
export function tagCommand(tag, commit) {
  return ['git', 'tag', '--annotate', tag, '--message', tag, commit];
}

/**
 * For each lib ({ dir, pkg }), what its tag needs: `ok`, or `missing` with the commit to tag, or a `problem` (a tag
 * on a commit with another version, a tag not in HEAD's history, no commit found).
 */
export function inspectReleaseTags(root, libs) {
  const shallow = tryGit(root, ['rev-parse', '--is-shallow-repository']) === 'true';
  return libs.map(({ dir, pkg }) => {
    const tag = releaseTagName(pkg);
    const tagged = tryGit(root, ['rev-parse', '--verify', '--quiet', `refs/tags/${tag}^{commit}`]);
    if (tagged) {
      const version = versionAt(root, tagged, `${dir}/package.json`);
      if (version !== pkg.version)
        return {
          tag,
          problem: `${tag} points at ${tagged.slice(0, 12)}, whose ${dir}/package.json says ${version}`,
        };
      if (tryGit(root, ['merge-base', '--is-ancestor', tagged, 'HEAD']) === null)
        return { tag, problem: `${tag} points at ${tagged.slice(0, 12)}, which is not in HEAD's history` };
      return { tag, ok: true };
    }
    const commit = releaseCommit(root, dir, pkg.version);
    if (!commit)
      return {
        tag,
        problem: `${tag}: no tag, and no commit of ${dir}/package.json has version ${pkg.version}${shallow ? ' (a shallow clone: git fetch --unshallow --tags)' : ''}`,
      };
    return { tag, missing: true, commit };
  });
}
