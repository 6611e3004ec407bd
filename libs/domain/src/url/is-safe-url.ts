// Guard for every link that comes from the server (game sites, slip references, chat buttons, banners).

/** Schemes a server link may use unless the caller widens them. Example: `DEFAULT_SAFE_SCHEMES.includes('https:')`. */
export const DEFAULT_SAFE_SCHEMES: readonly string[] = ['http:', 'https:'];

// C0 controls and DEL, which no server link legitimately contains.
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** True when the text is an absolute URL with an allowed scheme and no control characters. Example: `isSafeUrl('javascript:alert(1)') === false`. */
export function isSafeUrl(url: string, allowedSchemes: readonly string[] = DEFAULT_SAFE_SCHEMES): boolean {
  // The URL parser silently drops leading spaces and inner tabs/newlines ('java\tscript:'); refuse such text outright.
  if (typeof url !== 'string' || url === '' || /^\s/.test(url) || hasControlCharacter(url)) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const scheme = parsed.protocol.toLowerCase();
  return allowedSchemes.some((allowed) => allowed.toLowerCase() === scheme);
}

/**
 * True for a path on the page's own origin such as '/howto/wallet.mp4': one leading slash, no backslash ('/\\host'
 * leaves the origin in browsers), no whitespace or control characters. Example: `isRootRelativePath('//evil.example') === false`.
 */
export function isRootRelativePath(url: string): boolean {
  if (typeof url !== 'string' || !/^\/(?![/\\])[^\s\\]*$/.test(url) || hasControlCharacter(url)) return false;
  const base = 'https://origin.invalid';
  // A path against a valid base always parses (nothing to catch); the origin check is what refuses an escape.
  return new URL(url, base).origin === base;
}

/** A media source the app may load: a safe absolute URL, or a root-relative path of its own origin. */
export function isSafeMediaUrl(
  url: string,
  allowedSchemes: readonly string[] = DEFAULT_SAFE_SCHEMES,
): boolean {
  return isSafeUrl(url, allowedSchemes) || isRootRelativePath(url);
}
