// Where the session lives in the browser (docs/product.md#storage, "Stored locally"): the token is kept
// persistently when remember me is chosen, otherwise for the browser session only. The keys are domain's.
import { STORAGE_KEYS } from '@wallet/domain';

const {
  token: TOKEN_KEY,
  lastSync: LAST_SYNC_KEY,
  agreement: AGREEMENT_KEY,
  agreementPlayers: AGREEMENT_PLAYERS_KEY,
} = STORAGE_KEYS;
/**
 * Keys removed with the token when a session ends (the player's private data), keeping locale, guest id and the
 * players who accepted the agreement on this device (docs/product.md#home: asked once per player per device).
 */
export const PLAYER_STORAGE_KEYS: readonly string[] = [TOKEN_KEY, LAST_SYNC_KEY, AGREEMENT_KEY];
/** How many players' acceptances a device remembers (the latest ones), so a shared phone's list stays small. */
export const REMEMBERED_AGREEMENT_PLAYERS = 20;

function agreementPlayers(local: Storage): string[] {
  try {
    const stored: unknown = JSON.parse(local.getItem(AGREEMENT_PLAYERS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export interface SessionStore {
  /** The stored token (this tab's session storage first, then the local storage every tab shares). */
  getToken(): string | null;
  /** Stores the token this page logged in with; it becomes the page's token. */
  setToken(token: string, remember: boolean): void;
  /**
   * Ends this page's session: the page has no token any more, and the stored token and the player's stored data are
   * removed where they are still this page's. A token another tab stored since (its own login) stays: a stale page
   * refused by the server, or logging out of a player it no longer shows, never signs the other tab's player out.
   */
  clear(): void;
  /**
   * The token of the player this page shows: the stored one when the page loaded, then whatever this page stored
   * or adopted. Another tab's login or logout changes the stored token, not this one.
   */
  getPageToken(): string | null;
  /** True when the stored token is no longer the page's (another tab logged in or out). */
  changedElsewhere(): boolean;
  /** Takes the stored token as the page's (after another tab changed it); returns it. */
  adoptStored(): string | null;
  getLastSync(): string | null;
  setLastSync(iso: string): void;
  /**
   * True once the agreement was accepted: in this session (the local remember-agreement flag, removed at logout) or
   * by this player on this device before (their profile id in the remembered list, kept through logout).
   */
  isAgreementAccepted(player: string): boolean;
  /** Sets the session's flag and remembers the player's acceptance on this device. */
  setAgreementAccepted(player: string): void;
}

export function createSessionStore(
  local: Storage = localStorage,
  session: Storage = sessionStorage,
): SessionStore {
  const stored = () => session.getItem(TOKEN_KEY) ?? local.getItem(TOKEN_KEY);
  let pageToken = stored();
  return {
    getToken: stored,
    setToken(token, remember) {
      (remember ? session : local).removeItem(TOKEN_KEY);
      (remember ? local : session).setItem(TOKEN_KEY, token);
      pageToken = token;
    },
    clear() {
      const mine = pageToken;
      const playerDataIsMine = stored() === mine;
      for (const storage of [local, session]) {
        if (mine !== null && storage.getItem(TOKEN_KEY) === mine) storage.removeItem(TOKEN_KEY);
        if (playerDataIsMine) for (const key of PLAYER_STORAGE_KEYS) storage.removeItem(key);
      }
      pageToken = null;
    },
    getPageToken: () => pageToken,
    changedElsewhere: () => stored() !== pageToken,
    adoptStored() {
      pageToken = stored();
      return pageToken;
    },
    getLastSync: () => local.getItem(LAST_SYNC_KEY),
    setLastSync: (iso) => local.setItem(LAST_SYNC_KEY, iso),
    isAgreementAccepted: (player) =>
      local.getItem(AGREEMENT_KEY) === 'true' || agreementPlayers(local).includes(player),
    setAgreementAccepted(player) {
      local.setItem(AGREEMENT_KEY, 'true');
      const others = agreementPlayers(local).filter((id) => id !== player);
      local.setItem(
        AGREEMENT_PLAYERS_KEY,
        JSON.stringify([...others, player].slice(-REMEMBERED_AGREEMENT_PLAYERS)),
      );
    },
  };
}

/** What the app hands in (the browser's `window`) to hear other tabs' writes to the shared storage. */
export interface StorageEvents {
  addEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
  removeEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
}

/** True when a `storage` event may have changed the token (its key, or `null` for a whole storage cleared). */
export function touchesToken(key: string | null): boolean {
  return key === null || key === TOKEN_KEY;
}

/** Calls `onChange` whenever another tab writes or removes the token; returns the unsubscribe function. */
export function watchStoredToken(target: StorageEvents, onChange: () => void): () => void {
  const listener = (event: { key: string | null }) => {
    if (touchesToken(event.key)) onChange();
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
