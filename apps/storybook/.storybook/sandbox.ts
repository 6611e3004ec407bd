// The sandbox API inside the Storybook page: its Hono app runs in the browser and MSW's service worker hands it
// every /api, /__assets and /uploads request, so screen stories show real data without a server.
import { http, type HttpHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { createForwardingHandlers } from '@wallet/api-client/testing';
import { BONUS_PLAYER, createSandboxApp, DEMO_PLAYER, KTB_PLAYER, NEWCOMER } from '@wallet/sandbox-api/app';
import {
  PLAYER_STORAGE_KEYS,
  STORAGE_KEYS,
  type SandboxStoryParameters,
  type StoryPlayer,
} from '@wallet/screens/testing';
import { reportProblem } from './story-guard';

const accounts: Record<StoryPlayer, { username: string; password: string }> = {
  demo: DEMO_PLAYER,
  newcomer: NEWCOMER,
  bonus: BONUS_PLAYER,
  ktb: KTB_PLAYER,
};

// The product's stored keys (docs/product.md#storage, "Stored locally") that a story sets or must not inherit.
const PLAYER_KEYS = [...PLAYER_STORAGE_KEYS, STORAGE_KEYS.locale];

// Quiet log: OTP codes and registrations need no console lines in a story.
const sandbox = createSandboxApp({ log: () => {} });

const forwarding: HttpHandler[] = [
  ...createForwardingHandlers(sandbox.app),
  ...createForwardingHandlers(sandbox.app, { path: /^[a-z]+:\/\/[^/]+\/(__assets|uploads)\//i }),
];
const worker = setupWorker(...forwarding);
let started: Promise<unknown> | null = null;

/** Files of the Storybook or its dev server (modules, art, videos): not backend calls, served as they are. */
const STORYBOOK_FILE = /(^\/(@|__vitest|node_modules\/))|(\.[a-z0-9]+$)/i;

/** A request no handler takes is a story reaching for a server that is not there (see story-guard.ts). */
function onUnhandledRequest(request: Request): void {
  const url = new URL(request.url);
  if (url.origin !== location.origin)
    reportProblem(`request leaving the Storybook origin: ${request.method} ${url.href}`);
  else if (!STORYBOOK_FILE.test(url.pathname))
    reportProblem(`no mock service worker handler for ${request.method} ${url.pathname}${url.search}`);
}

/** Calls one of the sandbox's routes in-process; a refusal is a broken story, so it throws. */
async function call(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await sandbox.app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  if (!response.ok)
    throw new Error(`sandbox ${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * Storybook loader of the screen stories: a fresh sandbox (seed data), the story's player signed in, its
 * switches, failures and never-answering calls armed, before the story renders.
 */
export async function prepareSandbox(parameters: SandboxStoryParameters): Promise<void> {
  started ??= worker.start({
    quiet: true,
    onUnhandledRequest,
    // Beside the page, not at the origin's root: a Storybook deployed under a sub-path (/storybook/) has its worker
    // at /storybook/mockServiceWorker.js (the worker's scope, its folder, then covers the page).
    serviceWorker: { url: new URL('mockServiceWorker.js', document.baseURI).pathname },
  });
  await started;
  worker.resetHandlers();
  await call('POST', '/__sandbox/reset', {});
  for (const key of PLAYER_KEYS) {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
  }
  if (parameters.player) {
    const { token } = (await call('POST', '/api/login', accounts[parameters.player])) as { token: string };
    sessionStorage.setItem(STORAGE_KEYS.token, token);
    if (parameters.agreementAccepted ?? true) localStorage.setItem(STORAGE_KEYS.agreement, 'true');
  }
  if (parameters.noBanners) await call('POST', '/__sandbox/banners', { invite: [], refund: [] });
  if (parameters.switches) await call('POST', '/__sandbox/switches', parameters.switches);
  for (const failure of parameters.fail ?? []) {
    await call('POST', '/__sandbox/fail', { ...failure, times: 1000 });
  }
  if (parameters.pending?.length) {
    // The loading state: these calls are taken by MSW and never answered.
    worker.use(...parameters.pending.map((path) => http.all(`*${path}`, () => new Promise<never>(() => {}))));
  }
}
