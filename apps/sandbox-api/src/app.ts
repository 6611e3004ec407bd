// createSandboxApp: the sandbox core (Hono app, state, chat events) with no Node-only module, so it also runs
// in a browser behind MSW (Storybook) or in-process in tests.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { RouteContext } from './context';
import { ApiFailure } from './errors';
import { ChatEvents } from './chat-events';
import { accountRoutes } from './routes/account';
import { chatRoutes } from './routes/chat';
import { lookupRoutes } from './routes/lookup';
import { rewardRoutes } from './routes/rewards';
import { sandboxRoutes } from './routes/sandbox';
import { spinRoutes } from './routes/spin';
import { statementRoutes } from './routes/statement';
import { walletRoutes } from './routes/wallet';
import { SandboxState } from './state/store';

/** Options of one sandbox. */
export interface SandboxOptions {
  /** Seed of the pseudo-random numbers (ids, tokens, OTP codes, spin results). Default 20261122. */
  seed?: number;
  /** Clock; tests pass a fixed or steppable one. Default: the real time. */
  now?: () => Date;
  /** Where the sandbox writes its log lines (OTP codes, registrations). Default: console.log. */
  log?: (line: string) => void;
}

/** The core of a sandbox instance. */
export interface SandboxApp {
  app: Hono;
  state: SandboxState;
  /** Chat 'messaging' events per room, for a realtime transport to relay. */
  chatEvents: ChatEvents;
}

/** Paths the service answers even when terminated. */
const ALWAYS_OPEN = new Set(['/api/lookup/active']);

/** Builds a sandbox core with its own state (nothing shared between instances). */
export function createSandboxApp(options: SandboxOptions = {}): SandboxApp {
  const state = new SandboxState({
    seed: options.seed ?? 20261122,
    now: options.now ?? (() => new Date()),
    log: options.log ?? ((line) => console.log(line)),
  });
  const chatEvents = new ChatEvents();
  const ctx: RouteContext = { state, chatEvents };
  const app = new Hono();

  app.use(
    '*',
    cors({
      origin: (origin) => origin,
      allowHeaders: ['Authorization', 'Content-Type', 'X-Requested-With', 'Accept-Language'],
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  app.use('/api/*', async (c, next) => {
    if (state.switches.gone && !ALWAYS_OPEN.has(c.req.path)) throw new ApiFailure('GONE');
    await next();
  });

  lookupRoutes(app, ctx);
  accountRoutes(app, ctx);
  walletRoutes(app, ctx);
  rewardRoutes(app, ctx);
  spinRoutes(app, ctx);
  statementRoutes(app, ctx);
  chatRoutes(app, ctx);
  sandboxRoutes(app, ctx);

  app.notFound((c) =>
    c.json(new ApiFailure('NO_DATA', `no route ${c.req.method} ${c.req.path}`).toBody(), 404),
  );
  app.onError((error, c) => {
    if (error instanceof ApiFailure) return c.json(error.toBody(), error.status);
    state.log(`[sandbox] unexpected error on ${c.req.method} ${c.req.path}: ${String(error)}`);
    return c.json({ code: 'INTERNAL_SERVER_ERROR', message: 'INTERNAL_SERVER_ERROR' }, 500);
  });

  return { app, state, chatEvents };
}
