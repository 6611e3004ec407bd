// What an app pays for a lib (bundled with esbuild, held to a gzip budget), and the api-client beside another msw.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { installScratchProject, startScopeRegistry } from './packing.mjs';
import { log, run, work } from './shared.mjs';

/** What the app itself brings: left out of every bundle measured here. */
const APP_FRAMEWORK = ['react', 'react-dom', 'react/*', 'react-dom/*'];
/**
 * Apps that use a little of a lib, bundled as an app's bundler does; `budgetBytes` is the gzip size of what their
 * page loads up front, `forbidden` the packages that must not be in it, `lazy` those that must still be reachable
 * through a dynamic import (in a chunk of their own). Measured here on 2026-11-26, before issue 28 / after:
 * Button 12.9 KB / 1.0 KB (DOMPurify was 30 KB of its 33 KB minified); the chat client without a socket URL
 * 20.5 KB / 8.3 KB (socket.io-client with engine.io now a 13.1 KB lazy chunk).
 */
export const APP_BUNDLES = [
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
export const OTHER_MSW_RANGE = `^${OTHER_MSW_MAJOR}.0.0`;

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

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export async function checkAppBundle(app, consumerDir) {
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

/**
 * A second scratch project: the api-client and domain tarballs beside msw of another major than the repo's. npm
 * refuses it (ERESOLVE) when the optional peer range does not accept that msw. There, `/testing`'s handlers forward a
 * request to an in-process app through msw's own `getResponse` (msw 3 intercepts only on Node 22; resolving a request
 * against handlers runs anywhere).
 */
export async function checkOtherMsw(tarballs) {
  const dir = path.join(work.dir, 'msw-other-major');
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
