// The repo's tracked files with their text as the work tree has it, for the scripts that scan every file
// (check-standalone.mjs, cite-product-docs.mjs).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file git tracks in `root` whose repo-relative path `include` accepts (never package-lock.json), with its
 * text; a file deleted in the work tree is passed over.
 */
export function* trackedFiles(root, include) {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && f !== 'package-lock.json' && include(f));
  for (const file of files) {
    let text;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // deleted in the work tree
    }
    yield { file, text };
  }
}
