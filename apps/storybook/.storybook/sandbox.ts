// The sandbox API inside the Storybook page: its Hono app runs in the browser and MSW's service worker hands it
// every /api, /__assets and /uploads request, so screen stories show real data without a server.
import { http, type HttpHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { createForwardingHandlers } from '@wallet/api-client/testing';
import { BONUS_PLAYER, createSandboxApp, DEMO_PLAYER, KTB_PLAYER, NEWCOMER } from '@wallet/sandbox-api/app';
import type { SandboxStoryParameters, StoryPlayer } from '@wallet/screens/testing';

const accounts: Record<StoryPlayer, { username: string; password: string }> = {
  demo: DEMO_PLAYER,
  newcomer: NEWCOMER,
  bonus: BONUS_PLAYER,
  ktb: KTB_PLAYER,
};

// The product's stored keys (docs/product.md#storage, "Stored locally") that a story sets or must not inherit.
const TOKEN_KEY = 'token';
const AGREEMENT_KEY = 'remember-agreement';
const PLAYER_KEYS = [TOKEN_KEY, 'last_sync', AGREEMENT_KEY, 'locale'];

// Quiet log: OTP codes and registrations need no console lines in a story.
const sandbox = createSandboxApp({ log: () => {} });

const forwarding: HttpHandler[] = [
  ...createForwardingHandlers(sandbox.app),
  ...createForwardingHandlers(sandbox.app, { path: /^[a-z]+:\/\/[^/]+\/(__assets|uploads)\//i }),
];
const worker = setupWorker(...forwarding);
let started: Promise<unknown> | null = null;

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
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
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
    sessionStorage.setItem(TOKEN_KEY, token);
    if (parameters.agreementAccepted ?? true) localStorage.setItem(AGREEMENT_KEY, 'true');
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
