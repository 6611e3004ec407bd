// dist/_redirects, for a build whose API or chat is on its own origin (app.config.ts `apiBaseUrl: ''`,
// `chatBackendUrl: ''`): the static host forwards /api, /socket.io and /uploads to the operator's API server
// (WALLET_API_UPSTREAM), then answers every other unknown path with the SPA's index.html. Netlify reads the rules in
// order, first match wins, so the proxies come before the fallback. README "Deploying".
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import type { Backends } from '../../apps/sandbox-api/src/security-headers.ts';
import { SANDBOX_MODE } from './gift-link-key.ts';

export const REDIRECTS_FILE = '_redirects';
/** The environment variable naming the API server's origin the static host forwards to. */
export const API_UPSTREAM_ENV = 'WALLET_API_UPSTREAM';
/** Where a sandbox build forwards: the sandbox of `npm start` (a sandbox build is never deployed). */
export const SANDBOX_UPSTREAM = 'http://127.0.0.1:3333';

/** The paths a build calls on its own origin, for the operator's server: none when both backends are elsewhere. */
export function sameOriginBackendPaths(backends: Backends | undefined): string[] {
  if (!backends) return [];
  const paths: string[] = [];
  // The API and the chat's uploads (their URLs come from the API) share the API's host.
  if (backends.apiBaseUrl === '') paths.push('/api', '/uploads');
  if (backends.chatBackendUrl === '') paths.splice(1, 0, '/socket.io');
  return paths;
}

const HOW_TO_SET = [
  `Set ${API_UPSTREAM_ENV} to the origin of the operator's API server (for example https://api.wallet-operator.example):`,
  `dist/${REDIRECTS_FILE} forwards those paths to it on Netlify; nginx: tools/scripts/nginx-config.mjs --api.`,
  'Or serve the API from its own host: apiBaseUrl and chatBackendUrl in src/app.config.ts (the cross-origin setup).',
  'README "Deploying".',
].join('\n');

/** The upstream origin a build writes into `_redirects`, or an error that says what to set. */
export function resolveApiUpstream(input: {
  command: 'build' | 'serve';
  mode: string;
  envValue: string | undefined;
  paths: readonly string[];
}): string | undefined {
  if (input.paths.length === 0) return undefined;
  const given = input.envValue?.trim();
  if (!given) {
    if (input.mode === SANDBOX_MODE || input.command === 'serve') return SANDBOX_UPSTREAM;
    throw new Error(
      `This build calls ${input.paths.join(', ')} on its own origin, and ${API_UPSTREAM_ENV} is not set.\n${HOW_TO_SET}`,
    );
  }
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new Error(`${API_UPSTREAM_ENV} is not a URL: ${given}\n${HOW_TO_SET}`);
  }
  if (!/^https?:$/.test(url.protocol) || url.origin !== given.replace(/\/$/, ''))
    throw new Error(
      `${API_UPSTREAM_ENV} must be an origin only (https://host[:port]), not ${given}\n${HOW_TO_SET}`,
    );
  return url.origin;
}

/** The `_redirects` text: each backend path forwarded to the upstream (200: a proxy), then the SPA fallback. */
export function renderRedirects(paths: readonly string[], upstream: string | undefined): string {
  const rows: [string, string, string][] = paths.map((p) => [`${p}/*`, `${upstream}${p}/:splat`, '200']);
  rows.push(['/*', '/index.html', '200']);
  const width = (i: 0 | 1) => Math.max(...rows.map((row) => row[i].length));
  const lines = rows.map(([from, to, code]) => `${from.padEnd(width(0))}  ${to.padEnd(width(1))}  ${code}`);
  return [
    '# Written by the build (tools/vite/deployment-redirects.ts); README "Deploying". First match wins: the paths of the',
    "# operator's API server (a proxy: status 200, query strings passed on) before the SPA fallback. A file that exists",
    '# (a prerendered page, an asset) is served before any rule.',
    ...lines,
    '',
  ].join('\n');
}

/** Writes dist/_redirects; a production build whose backends share its origin needs WALLET_API_UPSTREAM. */
export function deploymentRedirects(
  backends: Backends | undefined,
  env: NodeJS.ProcessEnv = process.env,
): Plugin {
  let config: ResolvedConfig;
  let upstream: string | undefined;
  const paths = sameOriginBackendPaths(backends);
  return {
    name: 'wallet-deployment-redirects',
    apply: 'build',
    config(_config, { command, mode }) {
      upstream = resolveApiUpstream({ command, mode, envValue: env[API_UPSTREAM_ENV], paths });
    },
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      await writeFile(path.join(outDir, REDIRECTS_FILE), renderRedirects(paths, upstream));
    },
  };
}
