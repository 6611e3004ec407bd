// Keeps messages merged by identity and ordered oldest first, so reconnects, retries and refetches never duplicate.
import type { ChatItem, ChatWireMessage } from './types';

/**
 * Key of a message without ids: createdAt/sender/content. The session id is left out on purpose: the server assigns
 * it, so this client's own messages do not know it, and createdAt plus sender plus content already tell messages apart.
 */
export function compositeKey(m: ChatWireMessage): string | null {
  if (!m.createdAt) return null;
  const p = m.message.payload;
  const content = p.message ?? p.filePath ?? p.title ?? JSON.stringify(p);
  return `k:${m.createdAt}|${m.sender}|${content}`;
}

/** Every alias a message can be found by. */
function aliasesOf(m: ChatWireMessage): string[] {
  const out: string[] = [];
  if (m._id) out.push(`id:${m._id}`);
  if (m.clientId) out.push(`c:${m.clientId}`);
  const composite = compositeKey(m);
  if (composite) out.push(composite);
  return out;
}

/** Primary key of a message the first time it is seen. */
export function messageKey(m: ChatWireMessage): string {
  return aliasesOf(m)[0] ?? `k:|${m.sender}|${JSON.stringify(m.message)}`;
}

const time = (iso: string): number => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
};

/**
 * Ordered, de-duplicated message list. Mutations return whether anything changed; `snapshot()` returns a new array
 * only after a change, so it can feed an immutable store.
 */
export class MessageCollection {
  private readonly byKey = new Map<string, ChatItem>();
  private readonly alias = new Map<string, string>();
  private readonly order = new Map<string, number>();
  private list: ChatItem[] = [];
  private seq = 0;

  /** Messages oldest first. */
  snapshot(): ChatItem[] {
    return this.list;
  }

  get size(): number {
    return this.list.length;
  }

  get(key: string): ChatItem | undefined {
    return this.byKey.get(key);
  }

  /** Finds the stored key of a wire message by any of its aliases. */
  find(m: ChatWireMessage): string | undefined {
    for (const a of aliasesOf(m)) {
      const key = this.alias.get(a);
      if (key !== undefined) return key;
    }
    return undefined;
  }

  has(m: ChatWireMessage): boolean {
    return this.find(m) !== undefined;
  }

  /** Adds an optimistic local item; its key is kept for its whole life. */
  addLocal(item: ChatItem): void {
    this.insert(item);
  }

  /** Merges server messages (newest first, as history pages come); returns the items that were new. */
  mergeServer(messages: readonly ChatWireMessage[], defaults: Partial<ChatItem> = {}): ChatItem[] {
    const added: ChatItem[] = [];
    // Input is newest first (history order); reversed then stably sorted, equal timestamps keep the server's order.
    const sorted = [...messages].reverse().sort((a, b) => time(a.createdAt ?? '') - time(b.createdAt ?? ''));
    for (const m of sorted) {
      const existing = this.find(m) ?? this.pendingTwin(m);
      if (existing !== undefined) {
        const current = this.byKey.get(existing);
        if (!current || this.sameAsStored(current, m)) continue;
        // A server copy confirms a local message: keep local key and file, take server fields.
        this.replace(existing, {
          ...current,
          ...m,
          key: current.key,
          createdAt: m.createdAt ?? current.createdAt,
          status: current.status === 'uploading_file' ? current.status : 'succeed',
        });
        continue;
      }
      const item: ChatItem = {
        ...defaults,
        ...m,
        key: messageKey(m),
        createdAt: m.createdAt ?? new Date(0).toISOString(),
        status: 'succeed',
      };
      this.insert(item);
      added.push(item);
    }
    return added;
  }

  /** Updates a stored item; when a new createdAt makes it equal to another stored message, the two are joined. */
  patch(key: string, patch: Partial<ChatItem>): ChatItem | undefined {
    const current = this.byKey.get(key);
    if (!current) return undefined;
    const next: ChatItem = { ...current, ...patch, key };
    for (const a of aliasesOf(next)) {
      const other = this.alias.get(a);
      if (other !== undefined && other !== key) {
        const twin = this.byKey.get(other);
        this.remove(other);
        if (twin?._id && !next._id) next._id = twin._id;
      }
    }
    this.replace(key, next);
    return next;
  }

  remove(key: string): boolean {
    const item = this.byKey.get(key);
    if (!item) return false;
    this.byKey.delete(key);
    this.order.delete(key);
    for (const [a, k] of [...this.alias]) if (k === key) this.alias.delete(a);
    this.list = this.list.filter((i) => i.key !== key);
    return true;
  }

  clear(): void {
    this.byKey.clear();
    this.alias.clear();
    this.order.clear();
    this.list = [];
  }

  /**
   * A server copy of a message this client is still sending, when the server echoes it without `_id`/`clientId`
   * before the send call answers: same sender 'customer', same type and content, oldest pending first.
   */
  private pendingTwin(m: ChatWireMessage): string | undefined {
    if (m.sender !== 'customer' || m.clientId) return undefined;
    const signature = JSON.stringify([
      m.message.message_type,
      m.message.payload.message,
      m.message.payload.filePath,
    ]);
    const twin = this.list.find(
      (i) =>
        i.status === 'sending' &&
        i.clientId !== undefined &&
        !i._id &&
        JSON.stringify([i.message.message_type, i.message.payload.message, i.message.payload.filePath]) ===
          signature,
    );
    return twin?.key;
  }

  /** True when a server copy brings nothing new, so snapshots (and React renders) stay untouched. */
  private sameAsStored(current: ChatItem, m: ChatWireMessage): boolean {
    return (
      current.status === 'succeed' &&
      current._id === m._id &&
      (m.createdAt === undefined || current.createdAt === m.createdAt) &&
      JSON.stringify(current.message) === JSON.stringify(m.message)
    );
  }

  private compare(a: ChatItem, b: ChatItem): number {
    return (
      time(a.createdAt) - time(b.createdAt) || (this.order.get(a.key) ?? 0) - (this.order.get(b.key) ?? 0)
    );
  }

  private index(item: ChatItem): void {
    this.byKey.set(item.key, item);
    this.alias.set(item.key, item.key);
    for (const a of aliasesOf(item)) if (!this.alias.has(a)) this.alias.set(a, item.key);
  }

  private insert(item: ChatItem): void {
    this.order.set(item.key, this.seq++);
    this.index(item);
    this.place(this.list, item);
  }

  /** Inserts into a copy of `base` at the sorted position (binary search) and publishes the copy. */
  private place(base: ChatItem[], item: ChatItem): void {
    const list = [...base];
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const probe = list[mid];
      if (probe && this.compare(probe, item) <= 0) lo = mid + 1;
      else hi = mid;
    }
    list.splice(lo, 0, item);
    this.list = list;
  }

  private replace(key: string, next: ChatItem): void {
    const previous = this.byKey.get(key);
    this.index(next);
    if (previous && previous.createdAt === next.createdAt) {
      this.list = this.list.map((i) => (i.key === key ? next : i));
      return;
    }
    this.place(
      this.list.filter((i) => i.key !== key),
      next,
    );
  }
}
