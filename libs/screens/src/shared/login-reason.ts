// Why a player page sent the player to /login (router state `{ reason }`), which /login says in the player's language.

/** The server ended the session (expired or revoked), or the player logged out in another tab. */
export type LoginReason = 'expired' | 'logged-out-elsewhere';

/** The reason in a router state, if it holds a known one; anything else is ignored. */
export function loginReasonFromState(state: unknown): LoginReason | null {
  const reason = (state as { reason?: unknown } | null)?.reason;
  return reason === 'expired' || reason === 'logged-out-elsewhere' ? reason : null;
}
