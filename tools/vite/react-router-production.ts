// react-router publishes one build for bundlers, its development one (its package.json sends every condition there),
// and beside it a production build that differs in one flag: its development warnings and the default error page's
// note to developers are off. The app build takes the production one (every page 0.45 KB brotli lighter); the dev
// server keeps the warnings.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The production ES build of the installed react-router (throws if an upgrade moved it: the alias must not go stale). */
export function reactRouterProductionEntry(): string {
  const packageJson = createRequire(import.meta.url).resolve('react-router/package.json');
  const entry = path.join(path.dirname(packageJson), 'dist', 'production', 'index.mjs');
  if (!existsSync(entry))
    throw new Error(
      `react-router's production build is not at ${entry}: update tools/vite/react-router-production.ts`,
    );
  return entry;
}

export function reactRouterProduction(): Plugin {
  return {
    name: 'wallet-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProductionEntry() }] },
    }),
  };
}
