// Where the session lives in the browser (docs/product.md#storage, "Stored locally"): the token is kept
// persistently when remember me is chosen, otherwise for the browser session only. The keys are domain's.
import { STORAGE_KEYS } from '@wallet/domain';

const { token: TOKEN_KEY, lastSync: LAST_SYNC_KEY, agreement: AGREEMENT_KEY } = STORAGE_KEYS;
/** Keys removed with the token when a session ends (the player's private data), keeping locale and guest id. */
export const PLAYER_STORAGE_KEYS: readonly string[] = [TOKEN_KEY, LAST_SYNC_KEY, AGREEMENT_KEY];

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
  /** True once the agreement was accepted (the local remember-agreement flag). */
  isAgreementAccepted(): boolean;
  setAgreementAccepted(): void;
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
    isAgreementAccepted: () => local.getItem(AGREEMENT_KEY) === 'true',
    setAgreementAccepted: () => local.setItem(AGREEMENT_KEY, 'true'),
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
