// Where a successful login goes: the protected URL the guard remembered, if it is one of ours.
import { isPlayerUrl, paths } from './paths';

/** The URL remembered by RequireAuth (router state `{ from }`), if it is a player route; otherwise /user. */
export function redirectTarget(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && isPlayerUrl(from) ? from : paths.user.root.getHref();
}
