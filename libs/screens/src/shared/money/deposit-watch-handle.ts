// What the player's pages hold of the deposit watch before its code has loaded (it loads after the page is idle, or
// at once when a deposit dialog opens or a deposit is to be watched): a small store that keeps the watches asked for
// meanwhile, hands them to the watcher once it is attached, and forwards its outcomes. Framework-free.
import type { DepositOutcome, DepositWatcher, PendingDeposit } from './deposit-watch';

const WATCHING: DepositOutcome = { state: 'watching' };

export class DepositWatchHandle {
  private watcher: DepositWatcher | null = null;
  private wanted = false;
  private readonly queued = new Map<string, PendingDeposit>();
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** True once something asked for the watch: its code is to be loaded. */
  readonly isWanted = (): boolean => this.wanted;

  /** Asks for the watch's code (the page is idle, a deposit dialog opened). */
  want(): void {
    if (this.wanted) return;
    this.wanted = true;
    this.notify();
  }

  /** The loaded watcher takes over (the watches asked for meanwhile first); returns the detach. */
  attach(watcher: DepositWatcher): () => void {
    this.watcher = watcher;
    const unsubscribe = watcher.subscribe(() => this.notify());
    for (const [id, deposit] of this.queued) watcher.watch(id, deposit);
    this.queued.clear();
    this.notify();
    return () => {
      unsubscribe();
      if (this.watcher === watcher) this.watcher = null;
      this.notify();
    };
  }

  /** Watches a pending deposit under a stable id; before the watcher is there, it is kept for it. */
  watch(id: string, deposit: PendingDeposit): void {
    if (this.watcher) {
      this.watcher.watch(id, deposit);
      return;
    }
    this.queued.set(id, deposit);
    this.want();
    this.notify();
  }

  /** Stops watching quietly (cancelled, expired, replaced). */
  forget(id: string): void {
    if (this.watcher) this.watcher.forget(id);
    else if (this.queued.delete(id)) this.notify();
  }

  /** The outcome of `id` (a watch kept for the loading watcher is "watching"); null: never watched here. */
  outcome(id: string): DepositOutcome | null {
    if (this.watcher) return this.watcher.outcome(id) ?? null;
    return this.queued.has(id) ? WATCHING : null;
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
