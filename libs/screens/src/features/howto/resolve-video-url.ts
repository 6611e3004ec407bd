// The kit's player only plays absolute http(s) URLs; a root-relative config path is resolved like the browser
// would resolve `<video src>` itself, against the document's base URL (passed in, so this stays pure).

/** Absolute URL of a configured video, or '' when it cannot be resolved (the player then shows "unavailable"). */
export function resolveVideoUrl(url: string, baseUri: string): string {
  try {
    return new URL(url, baseUri).href;
  } catch {
    return '';
  }
}
