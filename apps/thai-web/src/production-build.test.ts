// @vitest-environment node
// A production build never carries the sandbox's demo gift-link key (README "Deploying"): `vite build` of this app
// run as an operator would run it, with the demo key and with none, fails before it writes anything, with a message
// that names the variable and how to make a key pair. The key rules themselves: resolveGiftLinkKey.
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_LINK_DEMO_PUBLIC_KEY } from '../../sandbox-api/src/seed/gift-link-demo-key.ts';
import {
  API_UPSTREAM_ENV,
  renderRedirects,
  resolveApiUpstream,
  sameOriginBackendPaths,
} from '../../../tools/vite/deployment-redirects.ts';
import { GIFT_LINK_KEY_ENV, resolveGiftLinkKey } from '../../../tools/vite/gift-link-key.ts';
import { reactRouterProductionEntry } from '../../../tools/vite/react-router-production.ts';
import { appConfig } from './app.config';

const appRoot = path.resolve(import.meta.dirname, '..');
const outDir = mkdtempSync(path.join(tmpdir(), 'wallet-production-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function operatorKey(bits = 2048) {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: bits });
  return {
    base64: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    pem: String(publicKey.export({ type: 'spki', format: 'pem' })),
  };
}

/** `vite build` of the app as the operator runs it (`npm run build`), its output kept out of the app's dist/. */
function productionBuild(key: string | undefined) {
  const env: NodeJS.ProcessEnv = { ...process.env, WALLET_APP_OUT_DIR: outDir, NODE_ENV: '' };
  delete env[GIFT_LINK_KEY_ENV];
  if (key !== undefined) env[GIFT_LINK_KEY_ENV] = key;
  const run = spawnSync('npx', ['vite', 'build'], { cwd: appRoot, env, encoding: 'utf8', timeout: 90_000 });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

const HOW_TO_MAKE_ONE = 'openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048';

describe('a production build of the app', () => {
  it('fails with the demo key, saying what to set and how to make a key pair, and writes nothing', () => {
    const build = productionBuild(GIFT_LINK_DEMO_PUBLIC_KEY);
    expect(build.status).not.toBe(0);
    expect(build.output).toContain(`${GIFT_LINK_KEY_ENV} is the sandbox's demo key`);
    expect(build.output).toContain(
      `Set ${GIFT_LINK_KEY_ENV} to the public half of the operator's own RSA key pair`,
    );
    expect(build.output).toContain(HOW_TO_MAKE_ONE);
    expect(existsSync(path.join(outDir, 'thai-web', 'index.html'))).toBe(false);
  }, 120_000);

  it('fails without a key, with the same instructions', () => {
    const build = productionBuild(undefined);
    expect(build.status).not.toBe(0);
    expect(build.output).toContain(`${GIFT_LINK_KEY_ENV} is not set`);
    expect(build.output).toContain(HOW_TO_MAKE_ONE);
    expect(existsSync(path.join(outDir, 'thai-web', 'index.html'))).toBe(false);
  }, 120_000);
});

describe('resolveGiftLinkKey', () => {
  const production = { command: 'build', mode: 'production' } as const;
  // RSA key generation takes seconds on a busy machine: one key of each size for every test.
  let key: ReturnType<typeof operatorKey>;
  let shortKey: ReturnType<typeof operatorKey>;
  beforeAll(() => {
    key = operatorKey();
    shortKey = operatorKey(1024);
  }, 60_000);

  it("compiles the operator's key into a production build, given as base64 SPKI or PEM", () => {
    expect(resolveGiftLinkKey({ ...production, envKey: key.base64 })).toEqual({
      key: key.base64,
      demo: false,
    });
    expect(resolveGiftLinkKey({ ...production, envKey: key.pem })).toEqual({ key: key.base64, demo: false });
  });

  it('refuses the demo key in any build mode but sandbox, in either encoding', () => {
    const pem = `-----BEGIN PUBLIC KEY-----\n${GIFT_LINK_DEMO_PUBLIC_KEY.match(/.{1,64}/g)?.join('\n')}\n-----END PUBLIC KEY-----`;
    for (const mode of ['production', 'staging', 'development'])
      for (const envKey of [GIFT_LINK_DEMO_PUBLIC_KEY, pem])
        expect(() => resolveGiftLinkKey({ command: 'build', mode, envKey })).toThrow(
          /the sandbox's demo key/,
        );
  });

  it('refuses a missing, empty, malformed or short key', () => {
    for (const envKey of [undefined, '', '  '])
      expect(() => resolveGiftLinkKey({ ...production, envKey })).toThrow(`${GIFT_LINK_KEY_ENV} is not set`);
    for (const envKey of ['not a key', shortKey.base64])
      expect(() => resolveGiftLinkKey({ ...production, envKey })).toThrow(
        `${GIFT_LINK_KEY_ENV} is not an RSA public key of 2048 bits or more`,
      );
  });

  it('gives the demo key to a sandbox build (whatever the environment says), the dev server and tests', () => {
    const demo = { key: GIFT_LINK_DEMO_PUBLIC_KEY, demo: true };
    expect(resolveGiftLinkKey({ command: 'build', mode: 'sandbox', envKey: undefined })).toEqual(demo);
    expect(resolveGiftLinkKey({ command: 'build', mode: 'sandbox', envKey: key.base64 })).toEqual(demo);
    expect(resolveGiftLinkKey({ command: 'serve', mode: 'sandbox', envKey: undefined })).toEqual(demo);
    expect(resolveGiftLinkKey({ command: 'serve', mode: 'test', envKey: '' })).toEqual(demo);
    expect(resolveGiftLinkKey({ command: 'serve', mode: 'development', envKey: key.base64 })).toEqual({
      key: key.base64,
      demo: false,
    });
  });
});

describe("the static host's proxy rules (dist/_redirects)", () => {
  const paths = sameOriginBackendPaths(appConfig);

  it("forward this build's same-origin API, socket and uploads to the operator's API, before the SPA fallback", () => {
    expect(paths).toEqual(['/api', '/socket.io', '/uploads']);
    const upstream = resolveApiUpstream({
      command: 'build',
      mode: 'production',
      envValue: 'https://api.wallet-operator.example/',
      paths,
    });
    const rules = renderRedirects(paths, upstream)
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => line.split(/\s+/));
    expect(rules).toEqual([
      ['/api/*', 'https://api.wallet-operator.example/api/:splat', '200'],
      ['/socket.io/*', 'https://api.wallet-operator.example/socket.io/:splat', '200'],
      ['/uploads/*', 'https://api.wallet-operator.example/uploads/:splat', '200'],
      ['/*', '/index.html', '200'],
    ]);
  });

  it('need WALLET_API_UPSTREAM in a production build, an origin only; a sandbox build forwards to the sandbox', () => {
    const production = { command: 'build', mode: 'production', paths } as const;
    expect(() => resolveApiUpstream({ ...production, envValue: undefined })).toThrow(
      `${API_UPSTREAM_ENV} is not set`,
    );
    for (const envValue of ['api.example', 'https://api.example/api', 'ftp://api.example'])
      expect(() => resolveApiUpstream({ ...production, envValue })).toThrow(API_UPSTREAM_ENV);
    expect(resolveApiUpstream({ command: 'build', mode: 'sandbox', envValue: undefined, paths })).toBe(
      'http://127.0.0.1:3333',
    );
  });

  it('are only the SPA fallback for a build whose API and chat are on their own host (cross-origin)', () => {
    const crossOrigin = sameOriginBackendPaths({
      apiBaseUrl: 'https://api.example',
      chatBackendUrl: 'https://api.example',
    });
    expect(crossOrigin).toEqual([]);
    expect(
      resolveApiUpstream({ command: 'build', mode: 'production', envValue: undefined, paths: crossOrigin }),
    ).toBe(undefined);
    expect(renderRedirects(crossOrigin, undefined)).toMatch(/^\/\*\s+\/index\.html\s+200$/m);
  });
});

// The build swaps react-router for its production build (tools/vite/react-router-production.ts): the same API.
describe('react-router production build', () => {
  it('exports what the package entry exports', async () => {
    const production = (await import(/* @vite-ignore */ reactRouterProductionEntry())) as Record<
      string,
      unknown
    >;
    const development = (await import('react-router')) as Record<string, unknown>;
    expect(Object.keys(production).sort()).toEqual(Object.keys(development).sort());
    expect(typeof production.createBrowserRouter).toBe('function');
  });
});
