// Server lists (the conditions) whose strings may carry their own numbers ("1. One account per person"): shown in a
// numbered list as well they would read "1. 1. One account per person".

/** A leading item number: Arabic, Thai or Lao digits, then "." or ")" and a space. */
const OWN_NUMBER = /^[0-9\u0E50-\u0E59\u0ED0-\u0ED9]{1,3}\s*[.)]\s/u;

/** The visible text of a snippet of server HTML, for looking at how it starts (tags out, spaces and nbsp trimmed). */
function leadingText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trimStart();
}

/**
 * True when every item starts with its own number, so the list must not number them again. Example:
 * `carriesOwnNumbers(['1. One account', '<p>2) No bots</p>']) === true`, `carriesOwnNumbers(['One account']) === false`.
 */
export function carriesOwnNumbers(items: readonly string[]): boolean {
  return items.length > 0 && items.every((item) => OWN_NUMBER.test(leadingText(item)));
}
