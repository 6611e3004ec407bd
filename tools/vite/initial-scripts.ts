// What a built page runs before it is interactive, read from its HTML: index.html's module script and its
// modulepreloads, or the list a prerendered page's loader requests after its first paint (prerender.ts):
// every quoted script path of the page, except the scripts of the page a submit there leads to (the list after
// SUBMIT_LANDING_MARK, asked for only once the player submits) and the texts of the languages other than the build's
// (the map after OTHER_LANGUAGES_MARK: a player who reads another one gets only that one's). The bundle budget and the
// bench read it the same way.

/** Marks, in a prerendered page's loader, the scripts of the page a submit there leads to. */
export const SUBMIT_LANDING_MARK = '/*submit-landing*/';

/** Marks, in a prerendered page's loader, the texts of each language but the build's (read by the player's choice). */
export const OTHER_LANGUAGES_MARK = '/*other-languages*/';

const LANDING_LIST = /\/\*submit-landing\*\/\[[^\]]*\]/g;
const OTHER_LANGUAGES_MAP = /\/\*other-languages\*\/\{[^}]*\}/g;

/** The page's initial script paths, relative to the build's root (`assets/index-….js`), each once. */
export function initialScriptPaths(html: string): string[] {
  const refs = [
    ...html
      .replace(LANDING_LIST, '')
      .replace(OTHER_LANGUAGES_MAP, '')
      .matchAll(/"\/?([^"]+\.js)"/g),
  ];
  return [...new Set(refs.map((m) => m[1] as string))];
}
