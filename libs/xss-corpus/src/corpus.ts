// The XSS payload corpus, loaded once from the generated module (plain TypeScript: the same in Node, jsdom and Chromium).
import { XSS_LISTS, type XssListName } from './generated/corpus';

export type { XssListName };

/** One payload with the list it comes from. */
export interface XssPayload {
  readonly source: XssListName;
  readonly payload: string;
}

/** The names of the three lists, in corpus order. */
export const XSS_LIST_NAMES: readonly XssListName[] = ['intruders-xss', 'rsnake-xss', 'xss-polyglots'];

/** Every payload of the three lists (268), with the name of its list, in corpus order. */
export const XSS_CORPUS: readonly XssPayload[] = Object.freeze(
  XSS_LIST_NAMES.flatMap((source) => XSS_LISTS[source].map((payload) => Object.freeze({ source, payload }))),
);

/** Every payload line of the three lists (268), in corpus order. */
export const XSS_PAYLOADS: readonly string[] = Object.freeze(XSS_CORPUS.map((entry) => entry.payload));
