// Idempotency-Key memory of one sandbox: per player + operation + key, the first answer and the request it answered.

/** Keys are forgotten this long after their first request (sandbox clock). */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** An answer kept for replay: exactly what the first request got. */
export interface StoredAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

/** One key's record. `answer` settles with the first answer, or null when that answer is not kept (401, 410, 5xx). */
export interface IdempotencyEntry {
  /** Hash of the request (method, path, body) the key was first used for. */
  fingerprint: string;
  createdAt: Date;
  answer: Promise<StoredAnswer | null>;
}

/** The kept keys of one sandbox, scoped by player and operation. */
export class IdempotencyStore {
  private readonly entries = new Map<string, IdempotencyEntry>();

  /** Scope of a key: the same key of another player or operation is another key. */
  static scope(playerId: string, operationId: string, key: string): string {
    return `${playerId}\u0000${operationId}\u0000${key}`;
  }

  /** The live record of a scope (expired ones are dropped first). */
  get(scope: string, now: Date): IdempotencyEntry | undefined {
    this.prune(now);
    return this.entries.get(scope);
  }

  /** Records the first use of a key. */
  set(scope: string, entry: IdempotencyEntry): void {
    this.entries.set(scope, entry);
  }

  /** Forgets a key whose first answer is not kept, so a retry runs the operation again. */
  delete(scope: string, entry: IdempotencyEntry): void {
    if (this.entries.get(scope) === entry) this.entries.delete(scope);
  }

  /** Number of live keys. */
  size(now: Date): number {
    this.prune(now);
    return this.entries.size;
  }

  private prune(now: Date): void {
    const cutoff = now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS;
    for (const [scope, entry] of this.entries) {
      if (entry.createdAt.getTime() <= cutoff) this.entries.delete(scope);
    }
  }
}
