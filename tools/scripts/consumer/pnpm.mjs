// The api-client under a strict installer: pnpm without hoisting gives a package only what it declares, so a published .d.ts that
// imports an undeclared package (as `/react`'s once imported @tanstack/query-core) fails to resolve there while npm's
// flat node_modules hides it. pnpm comes from the npm registry through npx, pinned.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startScopeRegistry } from './packing.mjs';
import { QUICK_START } from './quick-starts.mjs';
import { log, readJson, root, run, work } from './shared.mjs';

/** The pnpm that runs the check (a release whose builds the registry here serves). */
export const PNPM = 'pnpm@12.4.2';
/** What the `/react` quick start imports besides the libs, at the versions the repo has installed. */
const PEERS = ['react', 'react-dom', '@tanstack/react-query', '@types/react', '@types/react-dom'];

function pnpmInstall(dir) {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['--yes', PNPM, 'install', '--reporter=append-only'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', CI: '1' },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk) => output.push(chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) return resolve();
      const lines = output
        .join('')
        .split('\n')
        .filter((line) => line.trim() && !/Unknown user config "nodedir"/.test(line));
      reject(new Error(`\`npx ${PNPM} install\` failed (${code}):\n${lines.slice(-25).join('\n')}`));
    });
  });
}

/**
 * Installs the api-client and domain tarballs with pnpm in a scratch project and type-checks the api-client README's
 * `/react` quick start there, strict and with the packages' own declarations checked (no skipLibCheck).
 */
export async function checkPnpmQuickStart(libs, tarballs) {
  const apiClient = libs.find((lib) => lib.name === '@wallet/api-client');
  const block = [...apiClient.readme.matchAll(QUICK_START)].find(([, , , , code]) =>
    code.includes("from '@wallet/api-client/react'"),
  );
  if (!block)
    throw new Error('libs/api-client/README.md has no quick start that imports @wallet/api-client/react');
  const [, , , ext, code] = block;

  const dir = path.join(work.dir, 'pnpm-strict');
  fs.mkdirSync(dir);
  const domain = `file:${tarballs.get('@wallet/domain')}`;
  const dependencies = {
    '@wallet/api-client': `file:${tarballs.get('@wallet/api-client')}`,
    '@wallet/domain': domain,
    ...Object.fromEntries(
      PEERS.map((name) => [name, readJson(path.join(root, 'node_modules', name, 'package.json')).version]),
    ),
  };
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'wallet-consumer-pnpm', private: true, type: 'module', dependencies }, null, 2),
  );
  // api-client depends on @wallet/domain by version: the tarball stands in for the registry's copy. No hoisting:
  // by default pnpm also links every package into node_modules/.pnpm/node_modules, where an undeclared import of a
  // package's .d.ts still finds a copy (of whatever version); strict, it finds only what the package declares.
  fs.writeFileSync(
    path.join(dir, 'pnpm-workspace.yaml'),
    `overrides:\n  '@wallet/domain': '${domain}'\nhoist: false\n`,
  );
  const registry = await startScopeRegistry();
  try {
    fs.writeFileSync(path.join(dir, '.npmrc'), `@wallet:registry=${registry.url}\n`);
    await pnpmInstall(dir);
  } finally {
    registry.server.close();
  }
  if (!fs.lstatSync(path.join(dir, 'node_modules/@wallet/api-client')).isSymbolicLink())
    throw new Error(
      'node_modules/@wallet/api-client is not a pnpm link into its store: was it pnpm that installed?',
    );

  fs.writeFileSync(path.join(dir, `main.${ext}`), `${code}\n`);
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        isolatedModules: true,
        types: [],
      },
      include: [`main.${ext}`],
    }),
  );
  run(
    process.execPath,
    [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', '.', '--pretty', 'false'],
    dir,
  );
  log(`${PNPM}: the api-client /react quick start type-checks with the tarballs installed by pnpm`);
}
