// createSandboxApp: the sandbox core (Hono app, state, chat events) with no Node-only module, so it also runs
// in a browser behind MSW (Storybook) or in-process in tests.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { BYTES_PER_MB, CHAT_IMAGE_MAX_MB, CHAT_VIDEO_MAX_MB } from '@wallet/domain';
import type { RouteContext } from './context';
import { authentication } from './authentication';
import { ApiFailure } from './errors';
import { burstLimit } from './throttle';
import { MARKETS, type MarketName } from './market';
import { ChatEvents } from './chat-events';
import { SLIP_MAX_BYTES } from './state/deposit';
import { accountRoutes } from './routes/account';
import { chatRoutes } from './routes/chat';
import { lookupRoutes } from './routes/lookup';
import { rewardRoutes } from './routes/rewards';
import { armedDelays, armedFaults, requestLog, sandboxRoutes } from './routes/sandbox';
import { IDEMPOTENCY_HEADER, idempotencyMiddleware } from './idempotency';
import { spinRoutes } from './routes/spin';
import { statementRoutes } from './routes/statement';
import { gameSiteRoutes } from './routes/game-sites';
import { demoAssetRoutes, demoAssetUrls } from './demo-assets';
import { walletRoutes } from './routes/wallet';
import { apiHeaders, baseHeaders, gamePageHeaders } from './security-headers';
import { requestValidation, type RequestValidator } from './request-validation';
import { seedWorld } from './seed/world';
import { SandboxState } from './state/store';

/** Options of one sandbox. */
export interface SandboxOptions {
  /** Seed of the pseudo-random numbers (ids, tokens, OTP codes, spin results). Default 20261122. */
  seed?: number;
  /** Market rules and demo content: 'thai' (default) or 'laos' (the Laos build's sandbox). */
  market?: MarketName;
  /** Clock; tests pass a fixed or steppable one. Default: the real time. */
  now?: () => Date;
  /** Where the sandbox writes its log lines (OTP codes, registrations). Default: console.log. */
  log?: (line: string) => void;
  /**
   * Refuses (400) every /api request the OpenAPI document does not allow. The started sandbox (createSandbox,
   * startSandbox) always has it; the browser core only when given one (`null`: off).
   */
  validator?: RequestValidator | null;
  /**
   * Money calls of one player (and OTP calls about one phone) allowed per second before REQUEST_LIMIT. Default 10:
   * no player taps faster. The contract suite, a client firing as fast as the machine allows, raises it.
   */
  burstAllowed?: number;
  /** Demo mode: every QR code is paid this many seconds after it is created (kept across resets). Default: never. */
  qrAutoPaySeconds?: number;
}

/** The core of a sandbox instance. */
export interface SandboxApp {
  app: Hono;
  state: SandboxState;
  /** Chat 'messaging' events per room, for a realtime transport to relay. */
  chatEvents: ChatEvents;
}

/** Room a multipart envelope needs beyond the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** Largest JSON body any /api call accepts. */
const JSON_BODY_MAX = 1024 * 1024;

/** Oversized bodies up to this size are read and discarded before answering, so the client sees the envelope. */
const DRAIN_MAX = 64 * 1024 * 1024;

/** Reads and discards the rest of a request body (bounded), so an early answer does not reset the connection. */
async function drain(body: ReadableStream<Uint8Array> | null): Promise<void> {
  // A body the size guard was already streaming is locked to its reader: the runtime discards the rest.
  if (!body || body.locked) return;
  const reader = body.getReader();
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
      if (read > DRAIN_MAX) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // the client went away: nothing left to drain
  }
}

/** A body-size guard answering the envelope of `failure` (bodies are never buffered past the limit). */
function limit(maxSize: number, failure: () => ApiFailure) {
  return bodyLimit({
    maxSize,
    onError: async (c) => {
      if (!c.req.raw.bodyUsed) await drain(c.req.raw.body);
      const error = failure();
      return c.json(error.toBody(), error.status);
    },
  });
}

/** The chat's own too-large text (docs/product.md#chat). */
function tooLarge(maxMb: number): ApiFailure {
  return new ApiFailure(
    'KEY_INVALID',
    `The file is too large. Please select file no larger than ${maxMb} MB.`,
    413,
  );
}

/** Paths the service answers even when terminated. */
const ALWAYS_OPEN = new Set(['/api/lookup/active']);

/** Builds a sandbox core with its own state (nothing shared between instances). */
export function createSandboxApp(options: SandboxOptions = {}): SandboxApp {
  const state = new SandboxState({
    seed: options.seed ?? 20261122,
    market: MARKETS[options.market ?? 'thai'],
    now: options.now ?? (() => new Date()),
    log: options.log ?? ((line) => console.log(line)),
    populate: seedWorld,
    ...(options.burstAllowed === undefined ? {} : { burstAllowed: options.burstAllowed }),
    ...(options.qrAutoPaySeconds === undefined ? {} : { qrAutoPayMs: options.qrAutoPaySeconds * 1000 }),
  });
  const chatEvents = new ChatEvents();
  const ctx: RouteContext = { state, chatEvents };
  const app = new Hono();

  app.use(
    '*',
    cors({
      origin: (origin) => origin,
      allowHeaders: [
        'Authorization',
        'Content-Type',
        'X-Requested-With',
        'Accept-Language',
        IDEMPOTENCY_HEADER,
      ],
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  app.use('*', baseHeaders());
  app.use('/api/*', apiHeaders());
  app.use('/__sandbox/*', apiHeaders());
  app.use('/__games/*', gamePageHeaders());
  app.use('/api/*', requestLog(state));
  app.use('/api/*', demoAssetUrls());
  app.use(
    '/api/chat/upload-image',
    limit(CHAT_IMAGE_MAX_MB * BYTES_PER_MB + MULTIPART_OVERHEAD, () => tooLarge(CHAT_IMAGE_MAX_MB)),
  );
  app.use(
    '/api/chat/upload-video',
    limit(CHAT_VIDEO_MAX_MB * BYTES_PER_MB + MULTIPART_OVERHEAD, () => tooLarge(CHAT_VIDEO_MAX_MB)),
  );
  app.use(
    '/api/wallet/slip',
    limit(SLIP_MAX_BYTES + MULTIPART_OVERHEAD, () => new ApiFailure('SLIP_INVALID_FILE')),
  );
  app.use('/api/*', async (c, next) => {
    if (/^\/api\/(chat\/upload-(image|video)|wallet\/slip)$/.test(c.req.path)) return next();
    return limit(JSON_BODY_MAX, () => new ApiFailure('KEY_INVALID', 'the body is too large'))(c, next);
  });
  app.use('/api/*', async (c, next) => {
    if (state.switches.gone && !ALWAYS_OPEN.has(c.req.path)) throw new ApiFailure('GONE');
    await next();
  });
  // Test switches first (a fault answers before the call runs; a delay holds back the answer it got).
  app.use('/api/*', armedFaults(state));
  app.use('/api/*', armedDelays(state));
  // Then, as a real server: who calls (401), whether the document allows the request (400), whether the caller is
  // over its burst allowance (429, counted per player or per OTP subject), then the Idempotency-Key replay of the
  // money operations (a refused request never reached the operation).
  if (options.validator) {
    app.use('/api/*', authentication(options.validator.document, state));
    app.use('/api/*', requestValidation(options.validator));
  }
  app.use('/api/*', burstLimit(state));
  app.use('/api/*', idempotencyMiddleware(state));

  lookupRoutes(app, ctx);
  accountRoutes(app, ctx);
  walletRoutes(app, ctx);
  rewardRoutes(app, ctx);
  spinRoutes(app, ctx);
  statementRoutes(app, ctx);
  chatRoutes(app, ctx);
  sandboxRoutes(app, ctx);
  gameSiteRoutes(app);
  demoAssetRoutes(app);

  app.notFound((c) => {
    // A path of the document called with a method it does not declare: 405 with the methods it does.
    const allowed = options.validator?.document.methodsOf(c.req.path) ?? [];
    if (c.req.path.startsWith('/api/') && allowed.length > 0) {
      const body = new ApiFailure('NO_DATA', `${c.req.method} is not allowed on ${c.req.path}`).toBody();
      return c.json(body, 405, { Allow: allowed.join(', ') });
    }
    return c.json(new ApiFailure('NO_DATA', `no route ${c.req.method} ${c.req.path}`).toBody(), 404);
  });
  app.onError((error, c) => {
    if (error instanceof ApiFailure) {
      // Every 429 says when to try again: the burst's own wait, else the minute of the per-minute limits.
      const headers: Record<string, string> =
        error.status === 429 ? { 'Retry-After': String(error.retryAfterSeconds ?? 60) } : {};
      return c.json(error.toBody(), error.status, headers);
    }
    state.log(`[sandbox] unexpected error on ${c.req.method} ${c.req.path}: ${String(error)}`);
    return c.json({ code: 'INTERNAL_SERVER_ERROR', message: 'INTERNAL_SERVER_ERROR' }, 500);
  });

  return { app, state, chatEvents };
}

// The seed accounts, for browser users of this entry (Storybook signs its screen stories in as them).
export { DEMO_PLAYER } from './seed/catalogue';
export { GIFT_LINK_DEMO_PUBLIC_KEY } from './seed/gift-link-demo-key';
export { BONUS_PLAYER, INACTIVE, KTB_PLAYER, NEWCOMER } from './seed/world';
