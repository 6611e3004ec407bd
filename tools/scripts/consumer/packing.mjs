// The libs as another team gets them: which libs are published, their READMEs' install notes, the tarballs, a
// scratch project that installs them through a stand-in of the scope registry, and every entry loading there.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { root, work, log, run, readJson } from './shared.mjs';

/** Packages the scratch project adds beside the tarballs: the libs' peers and the types a React app has. */
const SCRATCH_EXTRAS = [
  'react',
  'react-dom',
  '@tanstack/react-query',
  'msw',
  '@types/react',
  '@types/react-dom',
];

/** The publishable libs: not private, built by tsup, with a check-package target. */
export function publishableLibs() {
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
export function checkPublishDocs(lib, byName) {
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

function installedVersion(name) {
  return readJson(path.join(root, 'node_modules', name, 'package.json')).version;
}

/** Packs the libs into the temp folder; returns name -> tarball path. */
export function packLibs(libs) {
  const destination = path.join(work.dir, 'tarballs');
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
export function startScopeRegistry() {
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

export function createScratchProject(libs, tarballs, registryUrl) {
  const dir = path.join(work.dir, 'consumer');
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

export async function installScratchProject(dir, registry) {
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
export function checkEntries(lib, consumerDir) {
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
