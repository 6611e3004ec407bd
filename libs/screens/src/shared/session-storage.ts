// Where the session lives in the browser (SPEC section 3, "Stored locally"): the token is kept
// persistently when remember me is chosen, otherwise for the browser session only.
export const TOKEN_KEY = 'token';
export const LAST_SYNC_KEY = 'last_sync';
/** The remember-agreement flag: set once the player accepted the agreement modal on home. */
export const AGREEMENT_KEY = 'remember-agreement';
/** Keys the guest shell removes with the token (the player's private data), keeping locale and guest id. */
const PLAYER_KEYS = [TOKEN_KEY, LAST_SYNC_KEY, AGREEMENT_KEY];

export interface SessionStore {
  getToken(): string | null;
  setToken(token: string, remember: boolean): void;
  /** Removes the token and the player's stored data from both storages. */
  clear(): void;
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
  return {
    getToken: () => session.getItem(TOKEN_KEY) ?? local.getItem(TOKEN_KEY),
    setToken(token, remember) {
      (remember ? session : local).removeItem(TOKEN_KEY);
      (remember ? local : session).setItem(TOKEN_KEY, token);
    },
    clear() {
      for (const key of PLAYER_KEYS) {
        local.removeItem(key);
        session.removeItem(key);
      }
    },
    getLastSync: () => local.getItem(LAST_SYNC_KEY),
    setLastSync: (iso) => local.setItem(LAST_SYNC_KEY, iso),
    isAgreementAccepted: () => local.getItem(AGREEMENT_KEY) === 'true',
    setAgreementAccepted: () => local.setItem(AGREEMENT_KEY, 'true'),
  };
}
