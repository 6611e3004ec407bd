#!/usr/bin/env node
// Creates the missing tag `<package>@<version>` of each publishable lib's current version on the commit that released
// it (README "Releasing"), for a checkout whose tags were lost (a merge or a copy without them). Prints each command;
// `--dry-run` only prints them. Push them with `git push origin --tags`.
//
//   node tools/scripts/tag-releases.mjs [--dry-run]
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { inspectReleaseTags, publishableLibs, tagCommand } from './lib/release-tags.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const dryRun = process.argv.includes('--dry-run');
const libs = publishableLibs(root);

let problems = 0;
for (const entry of inspectReleaseTags(root, libs)) {
  if (entry.ok) console.log(`${entry.tag}: tagged`);
  else if (entry.problem) {
    problems += 1;
    console.error(`${entry.tag}: ${entry.problem}`);
  } else {
    const [command, ...args] = tagCommand(entry.tag, entry.commit);
    console.log(`${dryRun ? 'would run' : 'running'}: ${command} ${args.join(' ')}`);
    if (!dryRun) execFileSync(command, args, { cwd: root, stdio: 'inherit' });
  }
}
process.exit(problems ? 1 : 0);
