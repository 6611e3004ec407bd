// What the consumer check's parts share: the repo root, the log, the scratch folder and running a command.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../../..');

/** The check's temporary folder (tarballs, scratch projects), set once it is made. */
export const work = { dir: undefined };

export function log(line) {
  console.log(`[consumer] ${line}`);
}

/** Runs a command; on failure throws with its last output lines. */
export function run(command, args, cwd, extraEnv = {}) {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NX_TUI: 'false', NO_COLOR: '1', FORCE_COLOR: '0', ...extraEnv },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const output = `${error.stdout ?? ''}\n${error.stderr ?? ''}`
      .split('\n')
      .filter((line) => line.trim() && !/Unknown user config "nodedir"/.test(line));
    throw new Error(`\`${command} ${args.join(' ')}\` failed:\n${output.slice(-25).join('\n')}`);
  }
}

export function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}
