// Player (display) names at registration and profile edit: no invisible or text-reversing characters, which would let
// a name look like another player's or reorder the text around it on screen (support chat, statements).
import type { MessageRef } from '../messages/message-id';

/** Zero-width and direction marks, bidi embeddings/overrides, bidi isolates and the zero-width no-break space. */
const HIDDEN_OR_REVERSING = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/u;

/** The catalogue's text for a name the server would refuse ("The member information is invalid"). */
export const INVALID_NAME: MessageRef = Object.freeze({ id: 'error.INVALID_USER_INFO' });

/** True when a name holds an invisible or text-reversing character. Example: `hasHiddenCharacters('Som\u202Echai') === true`. */
export function hasHiddenCharacters(name: string): boolean {
  return HIDDEN_OR_REVERSING.test(name);
}
