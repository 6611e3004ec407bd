// Shared Vitest settings: resolve workspace libs to their TypeScript source and
// write a JSON report that tools/scripts/test-summary.mjs adds up after `npm test`.
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { ViteUserConfig } from 'vitest/config';

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Conditions that make `@wallet/*` imports resolve to `src/` inside the repo. */
export const sourceConditions = ['@wallet/source'];

/** JSON report at .reports/vitest/@wallet/<name>.json, the path nx.json declares as the test output. */
export function jsonReporter(projectName: string): ['json', { outputFile: string }] {
  return ['json', { outputFile: path.join(workspaceRoot, '.reports/vitest/@wallet', `${projectName}.json`) }];
}

/** Base config every project's vitest.config.ts spreads. */
export function vitestBase(projectName: string): ViteUserConfig {
  return {
    resolve: { conditions: [...sourceConditions, 'module', 'browser', 'development|production'] },
    ssr: { resolve: { conditions: [...sourceConditions, 'module', 'node', 'development|production'] } },
    test: {
      reporters: ['default', jsonReporter(projectName)],
      passWithNoTests: false,
    },
  };
}
