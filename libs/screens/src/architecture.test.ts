// @vitest-environment node
// The layer rules of the screens lib fire: a feature importing app/ or another feature, shared/ importing a
// feature, and an import cycle are lint errors (eslint.config.mjs). So do those of tools/ (presets <- vite <- scripts).
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const src = path.join(repoRoot, 'libs/screens/src');
const eslint = new ESLint({ cwd: repoRoot });

// ESLint loads its plugins and resolvers on the first lint (about 16-24 s on a loaded 2-core machine): paid here,
// not inside the first test's 20 s.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: path.join(src, 'probe.ts') });
}, 120_000);

async function ruleIds(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(src, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('screens layers', () => {
  it('rejects a feature importing app/', async () => {
    const messages = await ruleIds(
      "import { routes } from '../../app/routes';\nexport const n = routes.length;\n",
      'features/home/probe.ts',
    );
    expect(messages).toEqual([
      expect.stringContaining('app/ is the composition root: features never import it'),
    ]);
  });

  it('rejects a feature importing another feature', async () => {
    const messages = await ruleIds(
      "import { LoginPage } from '../login/login-page';\nexport const page = LoginPage;\n",
      'features/home/probe.tsx',
    );
    expect(messages).toEqual([expect.stringContaining('A feature never imports another feature')]);
  });

  it('rejects shared/ importing a feature', async () => {
    const messages = await ruleIds(
      "import { HomePage } from '../features/home/home-page';\nexport const page = HomePage;\n",
      'shared/probe.tsx',
    );
    expect(messages).toEqual([expect.stringContaining('shared/ sits below the features and app/')]);
  });

  it('lets a feature use shared/ and its own files', async () => {
    const messages = await ruleIds(
      "import { PageLayout } from '../../shared/page-layout/page-layout';\nimport { HomePage } from './home-page';\nexport const parts = [PageLayout, HomePage];\n",
      'features/home/probe.tsx',
    );
    expect(messages).toEqual([]);
  });

  it('rejects an import cycle', async () => {
    // query-view imports use-error-text; a use-error-text that imported query-view would close a circle.
    const messages = await ruleIds(
      "import { QueryView } from './query-view/query-view';\nexport const view = QueryView;\n",
      'shared/use-error-text.ts',
    );
    expect(messages).toEqual([expect.stringContaining('import-x/no-cycle')]);
  });
});

// tools/ has no lint target of its own; its layer rule lives in the same config and is proved here beside the others.
describe('tools layers', () => {
  const toolsRules = async (code: string, file: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, 'tools', file) });
    return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
  };

  it('rejects a preset importing a build plugin or a script', async () => {
    expect(
      await toolsRules("export { prerenderPages } from '../vite/prerender';\n", 'presets/probe.ts'),
    ).toEqual([expect.stringContaining('tools/presets is the lowest layer')]);
    expect(
      await toolsRules("export { startServer } from '../scripts/lib/servers.mjs';\n", 'presets/probe.mjs'),
    ).toEqual([expect.stringContaining('tools/presets is the lowest layer')]);
  });

  it('rejects a build plugin importing a script', async () => {
    expect(
      await toolsRules("export { freePort } from '../scripts/lib/servers.mjs';\n", 'vite/probe.ts'),
    ).toEqual([expect.stringContaining('tools/vite sits below tools/scripts')]);
  });

  it('lets scripts use presets and the build plugins use presets', async () => {
    expect(
      await toolsRules("export { CHROMIUM_ARGS } from '../presets/chromium.mjs';\n", 'scripts/probe.mjs'),
    ).toEqual([]);
    expect(
      await toolsRules("export { sourceConditions } from '../presets/vitest';\n", 'vite/probe.ts'),
    ).toEqual([]);
  });
});
