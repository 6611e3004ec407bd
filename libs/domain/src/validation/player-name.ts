// The one rule of a player's (display) name, at registration and profile edit, in the app and on the server (the
// sandbox calls the same function): trimmed, not empty, at most PLAYER_NAME_MAX_LENGTH characters, and nothing
// invisible or text-reversing, which would let a name look like another player's or reorder the text around it on
// screen (support chat, statements, the operator's back office).
import type { MessageRef } from '../messages/message-id';

/** Longest name (in code points, after trimming) a player may have. */
export const PLAYER_NAME_MAX_LENGTH = 100;

/**
 * Control characters (C0, DEL, C1), zero-width and direction marks, the Arabic letter mark, bidi embeddings,
 * overrides and isolates, the word joiner and invisible operators, the deprecated format controls and the zero-width
 * no-break space.
 */
const HIDDEN_OR_REVERSING =
  // eslint-disable-next-line no-control-regex -- control characters are what a name must not contain
  /[\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]/u;

/** The catalogue's text for a name the server would refuse ("The member information is invalid"). */
export const INVALID_NAME: MessageRef = Object.freeze({ id: 'error.INVALID_USER_INFO' });

/** True when a name holds an invisible, control or text-reversing character. Example: `hasHiddenCharacters('Som\u202Echai') === true`. */
export function hasHiddenCharacters(name: string): boolean {
  return HIDDEN_OR_REVERSING.test(name);
}

/** Why a name is refused: nothing but spaces, longer than the maximum, or an invisible or reversing character. */
export type PlayerNameProblem = 'empty' | 'too-long' | 'hidden';

/** A checked name: the trimmed value, or the problem. */
export type PlayerNameCheck = { ok: true; value: string } | { ok: false; problem: PlayerNameProblem };

/**
 * Checks a player's name (docs/product.md#registration, docs/product.md#profile). Example:
 * `checkPlayerName('  Somchai ')` gives `{ ok: true, value: 'Somchai' }`; `checkPlayerName('Som\u202Echai')` gives
 * `{ ok: false, problem: 'hidden' }`.
 */
export function checkPlayerName(name: string): PlayerNameCheck {
  const value = name.trim();
  if (value === '') return { ok: false, problem: 'empty' };
  if (hasHiddenCharacters(value)) return { ok: false, problem: 'hidden' };
  if ([...value].length > PLAYER_NAME_MAX_LENGTH) return { ok: false, problem: 'too-long' };
  return { ok: true, value };
}
