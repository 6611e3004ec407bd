// Modules the entry imports although its own code does not: the bundler then puts them in the entry's file instead
// of a file of their own. For small modules several first pages start with, whose own file would cost those pages a
// request each (app-vite-config.ts, START_IN_ENTRY).
import path from 'node:path';
import type { Plugin } from 'vite';

/** `entry`: the app's entry module (its index.html's script); `modules`: absolute paths of the modules it imports. */
export function entryImports(entry: string, modules: readonly string[]): Plugin {
  const imports = modules.map((module) => `import ${JSON.stringify(module)};\n`).join('');
  return {
    name: 'wallet-entry-imports',
    apply: 'build',
    transform(code, id) {
      return path.resolve(id) === entry ? { code: imports + code, map: null } : null;
    },
  };
}
