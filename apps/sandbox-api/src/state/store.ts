// One sandbox instance's memory: players, tokens, OTPs, chat, switches. No module globals, so tests run in parallel.
import { ApiFailure } from '../errors';
import { MARKETS, type Market } from '../market';
import { createRandom, type Random } from '../random';
import { IdempotencyStore } from './idempotency';
import { TestControls } from './test-controls';
import { Throttle } from './throttle';
import type { Banner, ChatMessage, OtpRecord, Player, StoredUpload, Switches } from './types';

/** Options the store is built from. */
export interface StoreOptions {
  /** Seed of the pseudo-random numbers (OTP codes, ids, spin results). */
  seed: number;
  /** The market played: phone rule, default currency, banks, lookup texts, demo player. Default: Thai. */
  market?: Market;
  now: () => Date;
  log: (line: string) => void;
  /**
   * Fills a fresh (or reset) state with its data: the app passes `seedWorld` of `seed/world.ts`. Injected, so this
   * module never imports the seed (which itself builds on the state's types and helpers): no import cycle.
   */
  populate: (state: SandboxState) => void;
  /** Money or OTP calls of one player (or subject) allowed per second before REQUEST_LIMIT. Default 10. */
  burstAllowed?: number;
  /** Demo mode: QR codes are paid this long after they are created. Default: never. */
  qrAutoPayMs?: number;
}

/** Tokens live a day. */
export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The whole mutable state of one sandbox. */
export class SandboxState {
  /** The sandbox clock: the injected clock moved by the offset a test set (POST /__sandbox/clock). */
  readonly now: () => Date;
  /** Milliseconds the clock runs ahead of (or behind) the injected clock; 0 unless a test set it. */
  private clockOffset = 0;
  private readonly baseNow: () => Date;
  /** Banners of the invite and refund carousels (set by the seed; a test may replace them). */
  banners: { invite: Banner[]; refund: Banner[] } = { invite: [], refund: [] };
  readonly log: (line: string) => void;
  /** Demo mode: QR codes are paid this long (ms) after they are created; null: never (kept across resets). */
  readonly qrAutoPayMs: number | null;
  /** The market played (kept across resets). */
  readonly market: Market;
  private readonly seed: number;
  private readonly populate: (state: SandboxState) => void;
  random: Random;
  switches: Switches = { registerOTP: true, enableChatWidget: true, spinActive: true, gone: false };
  players = new Map<string, Player>();
  tokens = new Map<string, { playerId: string; expiresAt: Date }>();
  /** Failed-login waits and burst counts (both REQUEST_LIMIT). */
  readonly throttle: Throttle;
  otps = new Map<string, OtpRecord>();
  /** Send times per phone, for REQUEST_LIMIT. */
  otpSends = new Map<string, Date[]>();
  /** Phones blocked after repeated wrong codes, until the given time. */
  otpBlocks = new Map<string, Date>();
  /** Phones whose OTP was verified (registration may proceed). */
  verifiedPhones = new Set<string>();
  /** True Wallet gift links already redeemed. */
  usedTrueLinks = new Set<string>();
  /** Chat messages per conversation key (`u:<userId>` or `g:<guestId>`). */
  chats = new Map<string, ChatMessage[]>();
  /** Files uploaded to chat or slips, served back at their path. */
  uploads = new Map<string, StoredUpload>();
  /** Slip uploads per player, for REQUEST_LIMIT_1MIN. */
  slipUploads = new Map<string, Date[]>();
  /** Idempotency-Key records: the first answer per player + operation + key. */
  idempotency = new IdempotencyStore();
  /** Test-only switches (delays, faults) and the request log. */
  controls = new TestControls();
  private counter = 0;
  /** Bumped by every reset, so tokens issued before a reset never match again. */
  private generation = 0;

  constructor(options: StoreOptions) {
    this.baseNow = options.now;
    this.now = () => new Date(this.baseNow().getTime() + this.clockOffset);
    this.log = options.log;
    this.market = options.market ?? MARKETS.thai;
    this.qrAutoPayMs = options.qrAutoPayMs ?? null;
    this.seed = options.seed;
    this.populate = options.populate;
    this.random = createRandom(options.seed);
    this.throttle = new Throttle(options.burstAllowed);
    this.reset();
  }

  /** Back to the seed data and default switches (POST /__sandbox/reset). */
  reset(): void {
    this.generation += 1;
    this.banners = { invite: [], refund: [] };
    this.random = createRandom(this.seed);
    this.counter = 0;
    this.switches = { registerOTP: true, enableChatWidget: true, spinActive: true, gone: false };
    this.players = new Map();
    this.tokens = new Map();
    this.otps = new Map();
    this.otpSends = new Map();
    this.otpBlocks = new Map();
    this.verifiedPhones = new Set();
    this.usedTrueLinks = new Set();
    this.chats = new Map();
    this.uploads = new Map();
    this.slipUploads = new Map();
    this.idempotency = new IdempotencyStore();
    this.throttle.reset();
    this.controls.reset();
    this.populate(this);
  }

  /** Sets the sandbox clock to `at` from now on (it keeps running); null goes back to the injected clock. */
  setClock(at: Date | null): void {
    this.clockOffset = at === null ? 0 : at.getTime() - this.baseNow().getTime();
  }

  /** A fresh id shaped like a Mongo ObjectId (time prefix + counter), unique per instance. */
  newId(): string {
    this.counter += 1;
    const seconds = Math.floor(this.now().getTime() / 1000)
      .toString(16)
      .padStart(8, '0')
      .slice(-8);
    return `${seconds}${this.random.hex(8)}${this.counter.toString(16).padStart(8, '0')}`;
  }

  /** Adds a player (seed and registration). */
  addPlayer(player: Player): void {
    this.players.set(player._id, player);
  }

  /** The player registered with a phone number. */
  playerByPhone(phone: string): Player | undefined {
    for (const player of this.players.values()) if (player.username === phone) return player;
    return undefined;
  }

  /** Issues a bearer token for a player. */
  issueToken(player: Player): string {
    const token = `sbx.${this.generation}.${this.random.hex(40)}`;
    this.tokens.set(token, {
      playerId: player._id,
      expiresAt: new Date(this.now().getTime() + TOKEN_LIFETIME_MS),
    });
    return token;
  }

  /**
   * Ends a token at once (POST /api/logout): from now on it is INVALID_TOKEN everywhere, and the realtime side closes
   * the sockets that carry it (onRevoke). Other tokens of the player stay.
   */
  revokeToken(token: string): void {
    if (!this.tokens.delete(token)) return;
    for (const listener of this.revokeListeners) listener(token);
  }

  /** Calls `listener` with every token revoked from now on; returns the unsubscribe function. */
  onRevoke(listener: (token: string) => void): () => void {
    this.revokeListeners.add(listener);
    return () => this.revokeListeners.delete(listener);
  }

  private readonly revokeListeners = new Set<(token: string) => void>();

  /** The player behind a bearer token; missing, expired, revoked or unknown is INVALID_TOKEN. */
  playerByToken(token: string | undefined): Player {
    const entry = token ? this.tokens.get(token) : undefined;
    if (!entry || entry.expiresAt.getTime() <= this.now().getTime()) {
      if (token) this.tokens.delete(token);
      throw new ApiFailure('INVALID_TOKEN');
    }
    const player = this.players.get(entry.playerId);
    if (!player) throw new ApiFailure('INVALID_TOKEN');
    if (!player.isActive) throw new ApiFailure('INVALID_TOKEN');
    return player;
  }
}
