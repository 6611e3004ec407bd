#!/usr/bin/env node
// The publishable libs as another team gets them. For every lib under libs/ that builds with tsup and has a
// `check-package` target (not private):
//   - its package.json names the operator's registry (`publishConfig.registry`) and its README shows that scope
//     mapping (`@wallet:registry=...` for .npmrc) and a tarball install line that lists its @wallet dependencies too;
//   - the libs are built (Nx, cached) and `npm pack`ed; a scratch project outside the repo (os.tmpdir()) depends on
//     the tarballs plus the peers, maps the @wallet scope (as the READMEs' .npmrc line does) to a local stand-in of
//     the operator's registry that knows no package yet, and is installed with `npm install --prefer-offline`: every
//     @wallet package must come from a tarball, deduplicated, and nothing of the scope is asked of the public registry;
//   - there, Node imports every entry as ESM and requires it as CJS (CSS entries resolve to a file);
//   - every README block marked `<!-- quick-start -->` (a ```ts or ```tsx block) is type-checked as written, one
//     module per block, strict;
//   - the chat-sdk block marked `<!-- quick-start: widget -->` is bundled with Vite, its example API URL
//     (https://api.example.com) replaced by a real sandbox's, and run in Chromium: a message is sent from the widget
//     and the sandbox's automatic reply arrives;
//   - the spin-wheel block marked `<!-- quick-start: vanilla -->` runs the same way as a logged-in demo player: one
//     tap on its Spin button spends one coin, and the wheel lands on the slice the sandbox chose and shows the prize;
//   - what an app pays for a lib: small apps that import a little of it are bundled with esbuild as an app's bundler
//     does (minified, code splitting on, React left out) and the gzip size of what their page loads up front (the
//     entry and its static imports) is held to a budget, with the packages that must not be in it (DOMPurify for
//     the ui-kit's Button, socket.io-client for a chat client without a socket URL);
//   - the api-client tarball installs beside msw 3 (its optional peer for `/testing`) in a second scratch project, no
//     ERESOLVE, and `/testing`'s handlers forward a request through that msw there.
//
//   node tools/scripts/check-consumer.mjs [--keep]
//
// Writes .reports/consumer/report.json (numPassedTests / numFailedTests) for the `npm test` summary line; exits 1 on
// any failure. Every process it starts is killed at the end; the temporary folder is removed (unless --keep).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../presets/chromium.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const { values: options } = parseArgs({ options: { keep: { type: 'boolean', default: false } } });
/** The API URL the READMEs' examples use; the browser check swaps in the sandbox's. */
const EXAMPLE_API_URL = 'https://api.example.com';
/** `<!-- quick-start -->` or `<!-- quick-start: widget -->` right before a ```ts / ```tsx block. */
const QUICK_START =
  /<!--\s*quick-start(?::\s*([\w-]+))?\s*-->\s*\n+([ \t]*)```(tsx?)\n([\s\S]*?)\n[ \t]*```/g;
/** Packages the scratch project adds beside the tarballs: the libs' peers and the types a React app has. */
const SCRATCH_EXTRAS = [
  'react',
  'react-dom',
  '@tanstack/react-query',
  'msw',
  '@types/react',
  '@types/react-dom',
];
const PAGE_TIMEOUT_MS = 30_000;
/** The sandbox's demo player on the Thai market (README.md; the sandbox prints it when it starts). */
const DEMO_PLAYER = { username: '0812345678', password: 'demo1234' };
/** What the app itself brings: left out of every bundle measured here. */
const APP_FRAMEWORK = ['react', 'react-dom', 'react/*', 'react-dom/*'];
/**
 * Apps that use a little of a lib, bundled as an app's bundler does; `budgetBytes` is the gzip size of what their
 * page loads up front, `forbidden` the packages that must not be in it, `lazy` those that must still be reachable
 * through a dynamic import (in a chunk of their own). Measured here on 2026-11-26, before issue 28 / after:
 * Button 12.9 KB / 1.0 KB (DOMPurify was 30 KB of its 33 KB minified); the chat client without a socket URL
 * 20.5 KB / 8.3 KB (socket.io-client with engine.io now a 13.1 KB lazy chunk).
 */
const APP_BUNDLES = [
  {
    lib: '@wallet/ui-kit',
    name: 'an app that imports only Button',
    code: [
      "import { createElement } from 'react';",
      "import { Button } from '@wallet/ui-kit';",
      "export const save = createElement(Button, { onClick: () => console.log('saved') }, 'Save');",
    ],
    budgetBytes: 3 * 1024,
    forbidden: ['dompurify'],
    lazy: [],
  },
  {
    lib: '@wallet/chat-sdk',
    name: 'an app that creates a chat client without a socket URL',
    code: [
      "import { createChatClient, createHttpChatTransport } from '@wallet/chat-sdk';",
      "const client = createChatClient({ transport: createHttpChatTransport({ baseUrl: 'https://api.example.com' }) });",
      'client.subscribe(() => console.log(client.getState().messages.length));',
      'void client.start();',
    ],
    budgetBytes: 10 * 1024,
    forbidden: ['socket.io-client', 'engine.io-client'],
    lazy: ['socket.io-client'],
  },
];
/** A major of msw other than the repo's (2): the api-client's optional peer must accept it. */
const OTHER_MSW_MAJOR = 3;
const OTHER_MSW_RANGE = `^${OTHER_MSW_MAJOR}.0.0`;
/** Colour codes in Playwright's messages, removed for the report. */
const ANSI_COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

const started = Date.now();
const results = [];
const children = new Set();
let tempDir;

function log(line) {
  console.log(`[consumer] ${line}`);
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function indent(text) {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

async function check(name, body) {
  const begin = Date.now();
  log(`${name} ...`);
  try {
    await body();
    const seconds = ((Date.now() - begin) / 1000).toFixed(1);
    results.push({ name, status: 'passed', seconds });
    log(`PASS ${name} (${seconds} s)`);
    return true;
  } catch (error) {
    const seconds = ((Date.now() - begin) / 1000).toFixed(1);
    const message = error.message.replace(ANSI_COLOURS, '');
    results.push({ name, status: 'failed', seconds, message });
    log(`FAIL ${name} (${seconds} s)\n${indent(message)}`);
    return false;
  }
}

function skipped(name, reason) {
  results.push({ name, status: 'failed', seconds: '0', message: `not run: ${reason}` });
  log(`FAIL ${name}: not run (${reason})`);
}

/** Runs a command; on failure throws with its last output lines. */
function run(command, args, cwd, extraEnv = {}) {
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

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

// ---------------------------------------------------------------- the libs

/** The publishable libs: not private, built by tsup, with a check-package target. */
function publishableLibs() {
  return fs
    .readdirSync(path.join(root, 'libs'))
    .map((folder) => path.join(root, 'libs', folder))
    .filter((dir) => fs.existsSync(path.join(dir, 'package.json')))
    .map((dir) => ({ dir, pkg: readJson(path.join(dir, 'package.json')) }))
    .filter(
      ({ pkg }) =>
        !pkg.private && /\btsup\b/.test(pkg.scripts?.build ?? '') && pkg.scripts?.['check-package'],
    )
    .map(({ dir, pkg }) => ({
      dir,
      pkg,
      name: pkg.name,
      readme: fs.existsSync(path.join(dir, 'README.md'))
        ? fs.readFileSync(path.join(dir, 'README.md'), 'utf8')
        : '',
    }));
}

/** The lib's @wallet dependencies, transitively, itself first. */
function withWalletDependencies(lib, byName) {
  const seen = [lib.name];
  for (let i = 0; i < seen.length; i++) {
    for (const dep of Object.keys(byName.get(seen[i])?.pkg.dependencies ?? {})) {
      if (dep.startsWith('@wallet/') && !seen.includes(dep)) seen.push(dep);
    }
  }
  return seen;
}

/** `@wallet/chat-sdk` at 0.1.0 packs as `wallet-chat-sdk-0.1.0.tgz`. */
function tarballName(name, version) {
  return `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`;
}

/** publishConfig names the operator's registry; the README shows the .npmrc line and a complete tarball install. */
function checkPublishDocs(lib, byName) {
  const problems = [];
  const registry = lib.pkg.publishConfig?.registry;
  if (typeof registry !== 'string' || !/^https:\/\/[^/]+\/(.*\/)?$/.test(registry)) {
    problems.push(
      `package.json: publishConfig.registry must be the operator's https registry URL ending in /`,
    );
  } else if (!lib.readme.includes(`@wallet:registry=${registry}`)) {
    problems.push(`README.md: no \`.npmrc\` line \`@wallet:registry=${registry}\` (the scope mapping)`);
  }
  if (!new RegExp(`npm install ${lib.name.replace('/', '\\/')}\\b`).test(lib.readme)) {
    problems.push(`README.md: no \`npm install ${lib.name}\` line`);
  }
  const needed = withWalletDependencies(lib, byName).map((name) =>
    tarballName(name, byName.get(name).pkg.version),
  );
  const installLines = lib.readme.split('\n').filter((line) => /npm install (\.\/\S+\.tgz ?)+/.test(line));
  if (!installLines.some((line) => needed.every((file) => line.includes(`./${file}`)))) {
    problems.push(
      `README.md: no tarball install line with every tarball it needs (\`npm install ${needed.map((f) => `./${f}`).join(' ')}\`)`,
    );
  }
  if (problems.length) throw new Error(problems.join('\n'));
}

// ---------------------------------------------------------------- scratch project

function installedVersion(name) {
  return readJson(path.join(root, 'node_modules', name, 'package.json')).version;
}

/** Packs the libs into the temp folder; returns name -> tarball path. */
function packLibs(libs) {
  const destination = path.join(tempDir, 'tarballs');
  fs.mkdirSync(destination);
  const packed = JSON.parse(
    run(
      'npm',
      [
        'pack',
        '--json',
        '--ignore-scripts',
        '--pack-destination',
        destination,
        ...libs.flatMap((lib) => ['-w', lib.name]),
      ],
      root,
    ),
  );
  return new Map(packed.map((entry) => [entry.name, path.join(destination, entry.filename)]));
}

/**
 * A stand-in for the operator's registry before the first publish: it knows no package (404), like the real one, and
 * records what npm asked it. npm resolves the libs' `@wallet/domain` dependency by asking the scope's registry even
 * though a tarball provides it; the scope mapping is what sends that question here and never to the public registry.
 */
function startScopeRegistry() {
  const asked = new Set();
  const server = http.createServer((request, response) => {
    asked.add(decodeURIComponent(new URL(request.url, 'http://x').pathname.slice(1)));
    response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"Not found"}');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, asked, url: `http://127.0.0.1:${server.address().port}/` }),
    ),
  );
}

function createScratchProject(libs, tarballs, registryUrl) {
  const dir = path.join(tempDir, 'consumer');
  fs.mkdirSync(dir);
  const dependencies = Object.fromEntries([
    ...libs.map((lib) => [lib.name, `file:${tarballs.get(lib.name)}`]),
    ...SCRATCH_EXTRAS.map((name) => [name, installedVersion(name)]),
  ]);
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'wallet-consumer', private: true, type: 'module', dependencies }, null, 2),
  );
  // The READMEs' .npmrc line, with the stand-in's URL in place of the operator's.
  fs.writeFileSync(path.join(dir, '.npmrc'), `@wallet:registry=${registryUrl}\n`);
  return dir;
}

/** `npm install` without blocking this process (the stand-in registry answers from here). */
function npmInstall(dir) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
      {
        cwd: dir,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      },
    );
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
      reject(new Error(`\`npm install\` failed (${code}):\n${lines.slice(-25).join('\n')}`));
    });
  });
}

async function installScratchProject(dir, registry) {
  await npmInstall(dir);
  const problems = [];
  const lock = readJson(path.join(dir, 'package-lock.json'));
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (!key.includes('node_modules/@wallet/')) continue;
    if (key.split('node_modules/').length > 2) problems.push(`${key}: a nested copy (not deduplicated)`);
    if (entry.link) problems.push(`${key}: a link, not an installed copy`);
    else if (!String(entry.resolved ?? '').startsWith('file:')) {
      problems.push(`${key}: resolved from ${entry.resolved}, not from a packed tarball`);
    }
  }
  if (problems.length) throw new Error(problems.join('\n'));
  const asked = [...registry.asked].sort();
  const outside = asked.filter((name) => !name.startsWith('@wallet/'));
  if (outside.length)
    throw new Error(`the scope registry was asked for packages outside @wallet: ${outside}`);
  log(
    `npm asked the @wallet scope's registry (404 before the first publish) for: ${asked.join(', ') || 'nothing'}`,
  );
}

/** Every export subpath: ESM import and CJS require in Node from the scratch project; CSS resolves to a file. */
function checkEntries(lib, consumerDir) {
  const problems = [];
  for (const subpath of Object.keys(lib.pkg.exports ?? {})) {
    if (subpath === './package.json') continue;
    const specifier = subpath === '.' ? lib.name : `${lib.name}/${subpath.slice(2)}`;
    if (subpath.endsWith('.css')) {
      const script = `const f = require.resolve(${JSON.stringify(specifier)}); const s = require('node:fs').statSync(f); if (!s.size) throw new Error(f + ' is empty'); console.log(f)`;
      try {
        run('node', ['--input-type=commonjs', '-e', script], consumerDir);
      } catch (error) {
        problems.push(`${specifier} (CSS): ${error.message}`);
      }
      continue;
    }
    const esm = `const m = await import(${JSON.stringify(specifier)}); const keys = Object.keys(m).filter((k) => k !== 'default'); if (!keys.length) throw new Error('no exports'); console.log(keys.length)`;
    const cjs = `const m = require(${JSON.stringify(specifier)}); if (!Object.keys(m).length) throw new Error('no exports'); console.log(Object.keys(m).length)`;
    const counts = [];
    for (const [kind, type, script] of [
      ['ESM import', 'module', esm],
      ['CJS require', 'commonjs', cjs],
    ]) {
      try {
        counts.push(Number(run('node', [`--input-type=${type}`, '-e', script], consumerDir).trim()));
      } catch (error) {
        problems.push(
          `${kind} of ${specifier}: ${error.message.split('\n').slice(1).join(' ').slice(0, 400)}`,
        );
      }
    }
    if (counts.length === 2 && counts[0] !== counts[1]) {
      problems.push(`${specifier}: ESM has ${counts[0]} exports, CJS ${counts[1]}`);
    }
  }
  if (problems.length) throw new Error(problems.join('\n'));
}

/** The marked quick starts of every README, written as modules of the scratch project. */
function writeQuickStarts(libs, consumerDir) {
  const dir = path.join(consumerDir, 'readme');
  fs.mkdirSync(dir);
  const blocks = [];
  for (const lib of libs) {
    let index = 0;
    for (const match of lib.readme.matchAll(QUICK_START)) {
      index += 1;
      const [, label, margin, ext, indented] = match;
      // A block inside a list item is indented: the code is what is left of each line after that margin.
      const code = indented
        .split('\n')
        .map((l) => (l.startsWith(margin) ? l.slice(margin.length) : l))
        .join('\n');
      const line = lib.readme.slice(0, match.index).split('\n').length + 2;
      const file = path.join(dir, `${path.basename(lib.dir)}-${index}.${ext}`);
      fs.writeFileSync(file, `${code}\n`);
      blocks.push({
        lib: lib.name,
        label,
        file,
        code,
        source: `${path.relative(root, lib.dir)}/README.md:${line}`,
      });
    }
  }
  fs.writeFileSync(
    path.join(consumerDir, 'tsconfig.json'),
    JSON.stringify(
      {
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
          moduleDetection: 'force',
          types: [],
        },
        include: ['readme/**/*', 'css.d.ts'],
      },
      null,
      2,
    ),
  );
  // What a bundler-based app declares for side-effect CSS imports (Vite's client types do the same).
  fs.writeFileSync(path.join(consumerDir, 'css.d.ts'), "declare module '*.css';\n");
  return blocks;
}

/** One tsc run over every quick start; errors are sorted by lib. */
function typeCheckQuickStarts(consumerDir) {
  try {
    execFileSync(
      process.execPath,
      [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', '.', '--pretty', 'false'],
      {
        cwd: consumerDir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    return [];
  } catch (error) {
    return `${error.stdout ?? ''}${error.stderr ?? ''}`.split('\n').filter((line) => line.trim());
  }
}

// ---------------------------------------------------------------- what an app pays

/** The package an esbuild input path belongs to (`node_modules/@wallet/ui-kit/dist/index.js` -> `@wallet/ui-kit`). */
function packageOf(input) {
  const match = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(input);
  return match ? match[1] : '(the app)';
}

/**
 * Bundles one small app with esbuild as an app's bundler would (minified, ESM, code splitting, React external) and
 * measures what its page loads up front: the entry chunk and every chunk it imports statically. Chunks reached only
 * through a dynamic import are lazy.
 */
async function bundleApp(app, consumerDir) {
  const esbuild = await import('esbuild');
  const dir = path.join(consumerDir, 'bundles', app.lib.replace(/^@/, '').replace('/', '-'));
  fs.mkdirSync(dir, { recursive: true });
  const entry = path.join(dir, 'app.js');
  fs.writeFileSync(entry, `${app.code.join('\n')}\n`);
  const result = await esbuild.build({
    entryPoints: [entry],
    absWorkingDir: consumerDir,
    outdir: path.join(dir, 'out'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    metafile: true,
    external: APP_FRAMEWORK,
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  const entryOutput = Object.keys(outputs).find((file) => outputs[file].entryPoint);
  const initial = new Set();
  for (const queue = [entryOutput]; queue.length;) {
    const file = queue.pop();
    if (initial.has(file)) continue;
    initial.add(file);
    for (const imported of outputs[file].imports) {
      if (imported.kind === 'import-statement' && !imported.external) queue.push(imported.path);
    }
  }
  const chunks = Object.entries(outputs)
    .filter(([file]) => file.endsWith('.js'))
    .map(([file, output]) => {
      const bytes = fs.readFileSync(path.join(consumerDir, file));
      return {
        file,
        initial: initial.has(file),
        bytes: bytes.length,
        gzip: zlib.gzipSync(bytes, { level: 9 }).length,
        packages: new Set(
          Object.entries(output.inputs)
            .filter(([, input]) => input.bytesInOutput > 0)
            .map(([input]) => packageOf(input)),
        ),
      };
    });
  return {
    initialGzip: chunks.filter((c) => c.initial).reduce((sum, c) => sum + c.gzip, 0),
    initialPackages: new Set(chunks.filter((c) => c.initial).flatMap((c) => [...c.packages])),
    lazyPackages: new Set(chunks.filter((c) => !c.initial).flatMap((c) => [...c.packages])),
    lazyGzip: chunks.filter((c) => !c.initial).reduce((sum, c) => sum + c.gzip, 0),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function checkAppBundle(app, consumerDir) {
  const measured = await bundleApp(app, consumerDir);
  log(
    `${app.name}: ${kb(measured.initialGzip)} gzip up front (budget ${kb(app.budgetBytes)}): ` +
      `${[...measured.initialPackages].sort().join(', ')}` +
      (measured.lazyPackages.size
        ? `; lazy ${kb(measured.lazyGzip)}: ${[...measured.lazyPackages].sort().join(', ')}`
        : ''),
  );
  const problems = [];
  for (const name of app.forbidden) {
    if (measured.initialPackages.has(name)) problems.push(`${name} is in what the page loads up front`);
  }
  for (const name of app.lazy) {
    if (!measured.lazyPackages.has(name)) problems.push(`${name} is not in a lazy chunk any more`);
  }
  if (measured.initialGzip > app.budgetBytes) {
    problems.push(`${kb(measured.initialGzip)} gzip up front, over the budget of ${kb(app.budgetBytes)}`);
  }
  if (problems.length) {
    throw new Error(
      `${problems.join('\n')}\n(up front: ${[...measured.initialPackages].sort().join(', ')}; ` +
        'the app and its bundle are kept in bundles/ of the scratch project with --keep)',
    );
  }
}

// ---------------------------------------------------------------- the api-client beside another msw

/**
 * A second scratch project: the api-client and domain tarballs beside msw of another major than the repo's. npm
 * refuses it (ERESOLVE) when the optional peer range does not accept that msw. There, `/testing`'s handlers forward a
 * request to an in-process app through msw's own `getResponse` (msw 3 intercepts only on Node 22; resolving a request
 * against handlers runs anywhere).
 */
async function checkOtherMsw(tarballs) {
  const dir = path.join(tempDir, 'msw-other-major');
  fs.mkdirSync(dir);
  const dependencies = {
    '@wallet/api-client': `file:${tarballs.get('@wallet/api-client')}`,
    '@wallet/domain': `file:${tarballs.get('@wallet/domain')}`,
    msw: OTHER_MSW_RANGE,
  };
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'wallet-consumer-msw', private: true, type: 'module', dependencies }, null, 2),
  );
  const registry = await startScopeRegistry();
  try {
    fs.writeFileSync(path.join(dir, '.npmrc'), `@wallet:registry=${registry.url}\n`);
    await installScratchProject(dir, registry);
  } finally {
    registry.server.close();
  }
  const script = `
    import { getResponse } from 'msw';
    import { createRequire } from 'node:module';
    import { createForwardingHandlers } from '@wallet/api-client/testing';
    const { version } = createRequire(import.meta.url)('msw/package.json');
    const app = { fetch: (request) => Response.json({ path: new URL(request.url).pathname }) };
    const handlers = createForwardingHandlers(app);
    const forwarded = await getResponse(handlers, new Request('https://api.example.com/api/lookup/info'));
    const other = await getResponse(handlers, new Request('https://api.example.com/elsewhere'));
    const body = await forwarded?.json();
    if (body?.path !== '/api/lookup/info') throw new Error('not forwarded: ' + JSON.stringify(body));
    if (other) throw new Error('a path outside /api/ was forwarded');
    console.log(version);
  `;
  const version = run('node', ['--input-type=module', '-e', script], dir).trim();
  log(`@wallet/api-client/testing forwards through msw ${version}`);
  if (!version.startsWith(`${OTHER_MSW_MAJOR}.`)) {
    throw new Error(`msw ${version} installed, expected ${OTHER_MSW_RANGE}`);
  }
}

// ---------------------------------------------------------------- the widget in Chromium

function spawnTracked(command, args, cwd) {
  const child = spawn(command, args, {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: process.env,
  });
  children.add(child.pid);
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk) => output.push(chunk.toString()));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output, exited };
}

function stopTracked(pid) {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  children.delete(pid);
}

/** A real sandbox (HTTP + socket.io) on a free port; resolves with its URL. */
async function startSandbox() {
  const sandbox = spawnTracked(
    process.execPath,
    ['--conditions=@wallet/source', '--import', 'tsx', 'apps/sandbox-api/src/main.ts', '--port', '0'],
    root,
  );
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const match = sandbox.output.join('').match(/listening on (http:\/\/\S+)/);
    if (match) return { url: match[1], pid: sandbox.child.pid };
    if (sandbox.child.exitCode !== null) break;
    await sleep(100);
  }
  throw new Error(`the sandbox did not start:\n${sandbox.output.join('').slice(-1500)}`);
}

/** Serves a folder on 127.0.0.1 (another origin than the sandbox, as another team's site would be). */
function serveFolder(dir) {
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.woff2': 'font/woff2',
  };
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    const file = path.join(dir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(dir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${server.address().port}` }),
    ),
  );
}

/** Bundles a quick start with Vite as a page of its own, its example API URL replaced by the sandbox's; serves it. */
async function buildQuickStartPage(block, consumerDir, folder, apiUrl) {
  if (!block.code.includes(EXAMPLE_API_URL)) {
    throw new Error(`${block.source}: the quick start has no ${EXAMPLE_API_URL} to point at the sandbox`);
  }
  const appDir = path.join(consumerDir, folder);
  fs.mkdirSync(appDir);
  const entry = `main.${path.extname(block.file).slice(1)}`;
  fs.writeFileSync(path.join(appDir, entry), block.code.replaceAll(EXAMPLE_API_URL, apiUrl));
  fs.writeFileSync(
    path.join(appDir, 'index.html'),
    // No favicon request (the page's own server has none to give).
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">' +
      '<title>Consumer</title></head>' +
      `<body><script type="module" src="./${entry}"></script></body></html>\n`,
  );
  const { build } = await import('vite');
  await build({
    root: appDir,
    configFile: false,
    logLevel: 'error',
    build: { outDir: path.join(appDir, 'dist'), emptyOutDir: true },
  });
  return serveFolder(path.join(appDir, 'dist'));
}

/**
 * Opens `url` in a new Chromium page that collects every console error, failed request, uncaught error and HTTP
 * error into `problems`; runs `body(page)`, then closes the browser.
 */
async function withPage(url, problems, { contextOptions = {}, initScript } = {}, body) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, ...contextOptions });
    const page = await context.newPage();
    page.setDefaultTimeout(PAGE_TIMEOUT_MS);
    page.on('console', (message) => {
      // A failed load is reported with its URL below; the console line does not name it.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        problems.push(`console error: ${message.text()}`);
      }
    });
    page.on('requestfailed', (request) =>
      problems.push(`failed request: ${request.url()} (${request.failure()?.errorText})`),
    );
    page.on('pageerror', (error) => problems.push(`uncaught error: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    // The sandbox's demo data has images on a made-up .example host: answer them here rather than let the name
    // lookup fail.
    await page.route(/^https?:\/\/[^/]+\.example\//, (route) =>
      route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
    );
    if (initScript) await page.addInitScript(initScript.script, initScript.arg);
    await page.goto(url, { waitUntil: 'load' });
    await body(page);
  } finally {
    await browser.close();
  }
}

async function sandboxJson(sandbox, pathname, { method = 'GET', token, body } = {}) {
  const response = await fetch(`${sandbox.url}${pathname}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${pathname}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

async function checkWidget(block, consumerDir) {
  const sandbox = await startSandbox();
  const problems = [];
  let site;
  try {
    site = await buildQuickStartPage(block, consumerDir, 'widget-app', sandbox.url);
    await withPage(site.url, problems, {}, async (page) => {
      await page.getByRole('button', { name: 'Open chat', exact: true }).click();
      const chat = page.getByRole('dialog');
      const text = `Hello from another team ${Date.now()}`;
      const box = chat.getByRole('textbox');
      await box.fill(text);
      await box.press('Enter');
      await chat.getByText(text, { exact: true }).waitFor();
      // The sandbox's automatic support reply (apps/sandbox-api/README.md, "Chat"), pushed over socket.io.
      await chat.getByText('สวัสดีค่ะ ยินดีให้บริการ / Hello, how can we help?', { exact: true }).waitFor();
    });
    const stored = await sandboxJson(sandbox, '/__sandbox/requests?path=/api/chat/send-message&method=POST');
    if (stored.count !== 1) problems.push(`the sandbox received ${stored.count} sends, expected 1`);
  } finally {
    site?.server.close();
    stopTracked(sandbox.pid);
  }
  if (problems.length) throw new Error(`the widget ran with problems:\n${[...new Set(problems)].join('\n')}`);
}

/**
 * The spin-wheel's vanilla quick start as the demo player: logged in through the API (its token where the quick
 * start reads it), one slice forced (`POST /__sandbox/spin`) so the prize is known, one tap on Spin. The wheel must
 * land on that slice and show it, having spent exactly one coin in one spin call.
 */
async function checkSpinWheel(block, consumerDir) {
  const sandbox = await startSandbox();
  const problems = [];
  let site;
  try {
    const { token } = await sandboxJson(sandbox, '/api/login', { method: 'POST', body: DEMO_PLAYER });
    const setup = await sandboxJson(sandbox, '/api/spinwheel/setup', { token });
    const slices = setup.result.activeSpinwheel?.slice ?? [];
    const coins = setup.result.userCoin;
    if (slices.length < 2 || coins < 1) {
      throw new Error(`the demo player cannot spin: ${slices.length} slices, ${coins} coins`);
    }
    // Not the first slice: a wheel at rest shows that one under its pointer.
    const target = slices[1];
    await sandboxJson(sandbox, '/__sandbox/spin', { method: 'POST', body: { code: target.code } });
    site = await buildQuickStartPage(block, consumerDir, 'spin-wheel-app', sandbox.url);
    const spun = [];
    let ending = { outcome: 'none', shown: '' };
    await withPage(
      site.url,
      problems,
      {
        // The 600 ms settle instead of the long spin; the quick start still waits its 2 s before showing the prize.
        contextOptions: { reducedMotion: 'reduce' },
        initScript: { script: (value) => sessionStorage.setItem('wallet-token', value), arg: token },
      },
      async (page) => {
        page.on('response', async (response) => {
          if (new URL(response.url()).pathname === '/api/spinwheel/spin' && response.ok()) {
            spun.push((await response.json().catch(() => null))?.result?.code ?? null);
          }
        });
        await page.getByRole('button', { name: /^Spin\b/ }).click();
        // Either the quick start shows its prize, or the wheel announces a spin with no prize drawn.
        const won = `You won ${target.label}`;
        const ended = await page.waitForFunction(
          (text) => {
            const body = document.body.innerText;
            if (body.includes(text)) return 'won';
            return /could not be completed|No prize/i.test(body) ? 'no prize' : false;
          },
          won,
          { timeout: PAGE_TIMEOUT_MS },
        );
        ending = {
          outcome: await ended.jsonValue(),
          shown: await page.evaluate(() => document.body.innerText.trim().replace(/\s+/g, ' ')),
        };
      },
    );
    const after = await sandboxJson(sandbox, '/api/spinwheel/active', { token });
    if (ending.outcome !== 'won') {
      problems.push(
        `the wheel came to rest with no prize, coins ${coins} -> ${after.coins}: the sandbox answered ` +
          `${spun.join(', ') || 'nothing'}, one of its own slice codes (${slices.map((s) => s.code).join(', ')}); ` +
          `the page shows "${ending.shown.slice(0, 300)}"`,
      );
    }
    const calls = await sandboxJson(sandbox, '/__sandbox/requests?path=/api/spinwheel/spin&method=POST');
    if (calls.count !== 1) problems.push(`${calls.count} spin calls reached the sandbox, expected 1`);
    if (after.coins !== coins - 1)
      problems.push(`coins went from ${coins} to ${after.coins}, expected ${coins - 1}`);
  } finally {
    site?.server.close();
    stopTracked(sandbox.pid);
  }
  if (problems.length) {
    throw new Error(`the spin wheel ran with problems:\n${[...new Set(problems)].join('\n')}`);
  }
}

// ---------------------------------------------------------------- main

async function main() {
  const libs = publishableLibs();
  const byName = new Map(libs.map((lib) => [lib.name, lib]));
  log(`publishable libs: ${libs.map((lib) => lib.name).join(', ')}`);
  if (!libs.length) throw new Error('no publishable libs found under libs/');

  for (const lib of libs) {
    await check(`${lib.name}: README says where it is published and how to install it`, () =>
      checkPublishDocs(lib, byName),
    );
  }

  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-consumer-'));
  let tarballs;
  let consumerDir;
  const ready = await check(
    'build, pack and install every publishable lib in a scratch project',
    async () => {
      const begin = Date.now();
      run(
        'npx',
        ['nx', 'run-many', '-t', 'build', '-p', ...libs.map((lib) => lib.name), '--output-style=static'],
        root,
      );
      log(`built (${((Date.now() - begin) / 1000).toFixed(1)} s)`);
      tarballs = packLibs(libs);
      log(`packed ${[...tarballs.values()].map((file) => path.basename(file)).join(', ')}`);
      const registry = await startScopeRegistry();
      try {
        consumerDir = createScratchProject(libs, tarballs, registry.url);
        await installScratchProject(consumerDir, registry);
      } finally {
        registry.server.close();
      }
      log(
        `installed in ${consumerDir} (${((Date.now() - begin) / 1000).toFixed(1)} s since the build started)`,
      );
    },
  );

  for (const lib of libs) {
    const name = `${lib.name}: every entry imports as ESM and requires as CJS`;
    if (!ready) skipped(name, 'the scratch project did not install');
    else await check(name, () => checkEntries(lib, consumerDir));
  }

  const blocks = ready ? writeQuickStarts(libs, consumerDir) : [];
  const typeCheckStart = Date.now();
  const errors = ready ? typeCheckQuickStarts(consumerDir) : [];
  if (ready) {
    log(
      `tsc over ${blocks.length} quick starts: ${errors.length} error lines (${((Date.now() - typeCheckStart) / 1000).toFixed(1)} s)`,
    );
  }
  for (const lib of libs) {
    const name = `${lib.name}: README quick starts compile as written`;
    if (!ready) {
      skipped(name, 'the scratch project did not install');
      continue;
    }
    await check(name, () => {
      const own = blocks.filter((block) => block.lib === lib.name);
      if (!own.length) throw new Error('README.md has no block marked <!-- quick-start -->');
      const problems = [];
      for (const block of own) {
        const relative = path.relative(consumerDir, block.file);
        const lines = errors.filter((line) => line.startsWith(relative));
        if (!lines.length) continue;
        problems.push(`${block.source} (as ${relative}):`, ...lines.slice(0, 12).map((l) => `  ${l}`));
        if (lines.length > 12) problems.push(`  ... and ${lines.length - 12} more errors`);
      }
      if (problems.length) throw new Error(problems.join('\n'));
    });
  }
  const stray = errors.filter(
    (line) => !blocks.some((block) => line.startsWith(path.relative(consumerDir, block.file))),
  );
  if (stray.length) {
    await check('the quick starts type-check without errors in the installed packages', () => {
      throw new Error(stray.slice(0, 20).join('\n'));
    });
  }

  for (const app of APP_BUNDLES) {
    const name = `${app.lib}: ${app.name} stays under ${kb(app.budgetBytes)} gzip without ${app.forbidden.join(', ')}`;
    if (!ready) skipped(name, 'the scratch project did not install');
    else await check(name, () => checkAppBundle(app, consumerDir));
  }

  const mswName = `@wallet/api-client: installs beside msw ${OTHER_MSW_RANGE} (its optional peer) and /testing forwards through it`;
  if (!ready) skipped(mswName, 'the libs were not packed');
  else await check(mswName, () => checkOtherMsw(tarballs));

  const widgetName =
    '@wallet/chat-sdk: the README widget quick start sends a message and gets the sandbox reply in Chromium';
  const widget = blocks.find((block) => block.lib === '@wallet/chat-sdk' && block.label === 'widget');
  if (!ready) skipped(widgetName, 'the scratch project did not install');
  else if (!widget)
    skipped(widgetName, 'libs/chat-sdk/README.md has no block marked <!-- quick-start: widget -->');
  else await check(widgetName, () => checkWidget(widget, consumerDir));

  const spinName =
    '@wallet/spin-wheel: the README vanilla quick start spins once against the sandbox and shows the prize in Chromium';
  const spin = blocks.find((block) => block.lib === '@wallet/spin-wheel' && block.label === 'vanilla');
  if (!ready) skipped(spinName, 'the scratch project did not install');
  else if (!spin)
    skipped(spinName, 'libs/spin-wheel/README.md has no block marked <!-- quick-start: vanilla -->');
  else await check(spinName, () => checkSpinWheel(spin, consumerDir));
}

process.on('exit', () => {
  for (const pid of children) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  if (tempDir && !options.keep) fs.rmSync(tempDir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    log(`stopped by ${signal}`);
    process.exit(130);
  });
}

try {
  await main();
} catch (error) {
  results.push({
    name: 'consumer check',
    status: 'failed',
    seconds: '0',
    message: error.stack ?? String(error),
  });
  log(`FAIL ${error.stack ?? error}`);
}
if (options.keep && tempDir) log(`kept ${tempDir}`);

const passed = results.filter((result) => result.status === 'passed').length;
const failed = results.length - passed;
const reportDir = path.join(root, '.reports/consumer');
fs.mkdirSync(reportDir, { recursive: true });
fs.writeFileSync(
  path.join(reportDir, 'report.json'),
  JSON.stringify(
    {
      numPassedTests: passed,
      numFailedTests: failed,
      numPendingTests: 0,
      numTodoTests: 0,
      success: failed === 0,
      testResults: results,
    },
    null,
    2,
  ),
);
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  failed === 0
    ? `consumer: PASS, ${passed} passed, 0 failed in ${seconds} s`
    : `consumer: FAIL, ${passed} passed, ${failed} failed in ${seconds} s (${results
        .filter((result) => result.status === 'failed')
        .map((result) => result.name)
        .join('; ')})`,
);
process.exit(failed === 0 ? 0 : 1);
