// Guard for every link that comes from the server (game sites, slip references, chat buttons, banners).

/** Schemes a server link may use unless the caller widens them. Example: `DEFAULT_SAFE_SCHEMES.includes('https:')`. */
export const DEFAULT_SAFE_SCHEMES: readonly string[] = ['http:', 'https:'];

/** True when the text is an absolute URL with an allowed scheme and no control characters. Example: `isSafeUrl('javascript:alert(1)') === false`. */
export function isSafeUrl(url: string, allowedSchemes: readonly string[] = DEFAULT_SAFE_SCHEMES): boolean {
  // The URL parser silently drops leading spaces and inner tabs/newlines ('java\tscript:'); refuse such text outright.
  if (typeof url !== 'string' || url === '' || /^\s|[\u0000-\u001f\u007f]/.test(url)) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const scheme = parsed.protocol.toLowerCase();
  return allowedSchemes.some((allowed) => allowed.toLowerCase() === scheme);
}
