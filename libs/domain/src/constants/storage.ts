// What the app keeps in the browser (docs/product.md#storage, "Stored locally"): one name per item, used by the screens, the
// chat SDK, Storybook's sandbox and the browser tests.

/** Storage keys (localStorage or sessionStorage; the locale also as a cookie). Example: `localStorage.getItem(STORAGE_KEYS.token)`. */
export const STORAGE_KEYS = {
  /** The login token: localStorage with remember me, else sessionStorage. */
  token: 'token',
  /** The server's last balance sync, shown on home. */
  lastSync: 'last_sync',
  /** `'true'` once the player of this session accepted the agreement modal on home (removed at logout). */
  agreement: 'remember-agreement',
  /**
   * The players who accepted the agreement on this device (a JSON list of profile ids, kept through logout), so a
   * player's next login does not ask again while another player on the same device is still asked.
   */
  agreementPlayers: 'remember-agreement-players',
  /** The player's language (`th`, `la` or `en`), also a cookie the server reads. */
  locale: 'locale',
  /** The inviter code of a `/register?code=` link, kept until registration. */
  inviteCode: 'invite-code',
  /** The support chat's guest id. */
  guestId: 'guest-id',
  /**
   * sessionStorage, one reload only: what became of a money call in flight when another tab logged in as someone
   * else (`succeeded`, `failed` or `unknown`), told on the page the tab lands on.
   */
  switchNote: 'switch-note',
} as const;
