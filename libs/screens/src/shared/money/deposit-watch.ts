// Watches pending deposits until they land, fail, expire or the watch gives up, on the schedule of
// deposit-watch-schedule.ts. Framework-free: the core (deposit-watch-core.ts) gives it the look (the API calls) and
// the page's visibility and network; the runner (deposit-watch-runner.tsx) tells the outcomes. One timer and one
// request at a time in all.
import {
  lookAnswered,
  lookSent,
  nextDue,
  OPEN_GATE,
  rateLimitPause,
  startSchedule,
  type DepositSchedule,
  type LookAnswer,
  type WatchGate,
} from './deposit-watch-schedule';
import type { MoneyReading } from './deposit-evidence';

/** A deposit the player started whose money has not arrived yet. Amounts in the account's currency. */
export type PendingDeposit =
  /**
   * A live QR code. Once it leaves GET /api/qrcode/{bankCode}, paid only when the money shows it
   * (deposit-evidence.ts); the looks fill in `before` (the money at the first look; `walletBefore`, the wallet the
   * screen had read when the code was created, stands for its wallet) and `endedAt` (when the code was seen gone).
   */
  | {
      kind: 'qr';
      provider: string;
      qrcodeId: string;
      amount: number;
      walletBefore: number | null;
      before?: MoneyReading;
      endedAt?: number;
    }
  /** An uploaded slip, found by its reference in POST /api/statement/slip. */
  | { kind: 'slip'; reference: string }
  /** A gift link sent: landed when GET /api/wallet shows more than `walletBefore`. */
  | { kind: 'gift-link'; walletBefore: number };

export type DepositOutcome =
  | { state: 'watching' }
  | { state: 'landed'; amount: number | null }
  | { state: 'failed'; reason: string | null }
  /** A QR code that left the server without the money showing a payment: it ended, the player is told what to check. */
  | { state: 'unpaid' }
  /** Expired, or replaced by a newer code: nothing to announce. */
  | { state: 'ended' }
  | { state: 'gave-up' };

/**
 * What one look found: the deposit settled, or still pending (or failed, or rate-limited), with what the look
 * learnt of it (`deposit`: the next look starts from it).
 */
export type LookResult =
  | { settled: Exclude<DepositOutcome, { state: 'watching' } | { state: 'gave-up' }> }
  | { answer: LookAnswer; deposit?: PendingDeposit };

export interface DepositWatcherOptions {
  /** Sends the look's request(s) one after the other; aborted when the watcher stops. */
  look: (deposit: PendingDeposit, signal: AbortSignal) => Promise<LookResult>;
  /** A watch ended (landed, failed, ended, gave up); also settable later (`onOutcome`). */
  onOutcome?: (id: string, deposit: PendingDeposit, outcome: DepositOutcome) => void;
  now?: () => number;
}

interface Entry {
  deposit: PendingDeposit;
  schedule: DepositSchedule;
}

export class DepositWatcher {
  private readonly entries = new Map<string, Entry>();
  private readonly outcomes = new Map<string, DepositOutcome>();
  private readonly listeners = new Set<() => void>();
  private gate: WatchGate = { ...OPEN_GATE };
  private timer: ReturnType<typeof setTimeout> | null = null;
  private controller: AbortController | null = null;
  private running = false;
  private readonly now: () => number;
  private readonly options: DepositWatcherOptions;
  /** The last deposit watched under each id (a repeat of it is not watched again once it ended). */
  private readonly deposits = new Map<string, PendingDeposit>();
  /** Told when a watch ends. */
  private onOutcome: DepositWatcherOptions['onOutcome'];

  constructor(options: DepositWatcherOptions) {
    this.options = options;
    this.onOutcome = options.onOutcome;
    this.now = options.now ?? (() => Date.now());
  }

  /** Starts (or restarts) the timers with the page's state. */
  start(page: { visible: boolean; online: boolean }): void {
    this.running = true;
    this.setPage(page);
  }

  /** Stops everything: no timer, the request in flight aborted, every watch forgotten. */
  stop(): void {
    this.running = false;
    this.clearTimer();
    this.controller?.abort();
    this.controller = null;
    this.entries.clear();
    this.deposits.clear();
    this.gate = { ...OPEN_GATE };
  }

  /** Who is told when a watch ends (the latest texts of the page). */
  setOnOutcome(listener: DepositWatcherOptions['onOutcome']): void {
    this.onOutcome = listener;
  }

  /** Hidden or offline: nothing is sent until both are back. */
  setPage(page: { visible: boolean; online: boolean }): void {
    this.gate = { ...this.gate, ...page };
    this.plan();
  }

  /**
   * Watches a deposit under `id`. The same deposit again is ignored (watching or ended); another deposit under the
   * same id (a provider's new QR code) replaces it with a fresh schedule.
   */
  watch(id: string, deposit: PendingDeposit): void {
    if (!this.running) return;
    const known = this.deposits.get(id);
    if (known && sameDeposit(known, deposit)) return;
    this.deposits.set(id, deposit);
    this.entries.set(id, { deposit, schedule: startSchedule(this.now()) });
    this.setOutcome(id, { state: 'watching' });
    this.plan();
  }

  /** Stops watching `id` quietly (the player cancelled the QR code, it expired, a new one replaced it). */
  forget(id: string): void {
    if (!this.entries.delete(id)) return;
    this.setOutcome(id, { state: 'ended' });
    this.plan();
  }

  outcome(id: string): DepositOutcome | undefined {
    return this.outcomes.get(id);
  }

  /** How many deposits are watched now. */
  get pending(): number {
    return this.entries.size;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private setOutcome(id: string, outcome: DepositOutcome): void {
    this.outcomes.set(id, outcome);
    for (const listener of this.listeners) listener();
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private plan(): void {
    this.clearTimer();
    if (!this.running) return;
    const due = nextDue(
      [...this.entries].map(([key, entry]) => ({ key, schedule: entry.schedule })),
      this.gate,
    );
    if (!due) return;
    this.timer = setTimeout(() => void this.lookAt(due.key), Math.max(0, due.at - this.now()));
  }

  private async lookAt(id: string): Promise<void> {
    this.timer = null;
    const entry = this.entries.get(id);
    if (!entry || !this.running || this.gate.inFlight) return;
    const sentAt = this.now();
    entry.schedule = lookSent(entry.schedule, sentAt);
    this.gate = { ...this.gate, inFlight: true, lastRequestAt: sentAt };
    const controller = new AbortController();
    this.controller = controller;
    let result: LookResult;
    try {
      result = await this.options.look(entry.deposit, controller.signal);
    } catch {
      result = { answer: 'error' };
    }
    if (controller.signal.aborted || !this.running) return;
    this.controller = null;
    const at = this.now();
    const answer = 'answer' in result ? result.answer : null;
    this.gate = {
      ...this.gate,
      inFlight: false,
      pausedUntil: Math.max(this.gate.pausedUntil, answer ? rateLimitPause(at, answer) : 0),
    };
    // The same watch still (not forgotten, nor replaced by a newer code under the same id while the look ran).
    const current = this.entries.get(id);
    if (current === entry) {
      if ('settled' in result) {
        this.entries.delete(id);
        this.end(id, current.deposit, result.settled);
      } else if (answer) {
        if ('deposit' in result && result.deposit) current.deposit = result.deposit;
        current.schedule = lookAnswered(current.schedule, at, answer);
        if (current.schedule.gaveUp) {
          this.entries.delete(id);
          this.end(id, current.deposit, { state: 'gave-up' });
        }
      }
    }
    this.plan();
  }

  private end(id: string, deposit: PendingDeposit, outcome: DepositOutcome): void {
    this.setOutcome(id, outcome);
    this.onOutcome?.(id, deposit, outcome);
  }
}

/** The same deposit: the same QR code, slip or gift-link baseline. */
function sameDeposit(a: PendingDeposit, b: PendingDeposit): boolean {
  if (a.kind === 'qr' && b.kind === 'qr') return a.qrcodeId === b.qrcodeId;
  if (a.kind === 'slip' && b.kind === 'slip') return a.reference === b.reference;
  if (a.kind === 'gift-link' && b.kind === 'gift-link') return a.walletBefore === b.walletBefore;
  return false;
}
