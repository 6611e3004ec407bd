// Who is chatting: a logged-in user id, or a guest id generated once and kept in the injected storage.
import { STORAGE_KEYS } from '@wallet/domain';
import type { ChatIdentity } from './types';

/** The part of the Web Storage API the SDK needs; `localStorage` fits, so does any key-value store. */
export interface ChatStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Storage key of the guest id (docs/product.md#storage), domain's. */
export const GUEST_ID_STORAGE_KEY: string = STORAGE_KEYS.guestId;

/** In-memory storage for tests, servers and browsers without Web Storage. */
export function createMemoryStorage(
  seed: Record<string, string> = {},
): ChatStorage & { dump(): Record<string, string> } {
  const data = new Map(Object.entries(seed));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
    dump: () => Object.fromEntries(data),
  };
}

/** Random id for guests and optimistic messages; uses crypto.randomUUID when present. */
export function randomId(): string {
  const cryptoApi = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (cryptoApi?.randomUUID) return cryptoApi.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** Returns the stored guest id, creating and storing one the first time. */
export function ensureGuestId(
  storage: ChatStorage,
  key = GUEST_ID_STORAGE_KEY,
  createId: () => string = randomId,
): string {
  let existing: string | null = null;
  try {
    existing = storage.getItem(key);
  } catch {
    existing = null;
  }
  if (existing) return existing;
  const created = createId();
  try {
    storage.setItem(key, created);
  } catch {
    // Storage full or blocked (private mode): the id lives for this session only.
  }
  return created;
}

/** A logged-in user chats as the user id; a guest as the stored guest id (docs/product.md#chat). */
export function resolveIdentity(
  userId: string | null | undefined,
  storage: ChatStorage,
  key = GUEST_ID_STORAGE_KEY,
  createId: () => string = randomId,
): ChatIdentity {
  if (userId) return { userId, guestId: null };
  return { userId: null, guestId: ensureGuestId(storage, key, createId) };
}

/** Room name the socket joins: PREFIX followed by the user or guest id. */
export function roomName(prefix: string, identity: ChatIdentity): string {
  return `${prefix}${identity.userId ?? identity.guestId ?? ''}`;
}
