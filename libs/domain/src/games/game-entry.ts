// How a game card opens its game (docs/product.md#games). Build options come in as arguments.
import { isSafeUrl } from '../url/is-safe-url';

/** Games opened through GET /api/autoLogin, which returns the link. Example: `AUTO_LOGIN_GAMES.includes('pgslot')`. */
export const AUTO_LOGIN_GAMES = [
  'pg',
  'betflix',
  'areaslot',
  'joker2',
  'huayhd',
  'askmebet',
  'imi',
  'usun',
  'circus',
  'slotracha',
  'pgslot',
] as const;

/** Games opened by posting a login form to the game site. Example: `FORM_POST_GAMES.includes('UFABET')`. */
export const FORM_POST_GAMES = ['JOKER', 'SLOTXO', 'UFABET'] as const;

/** Where a game opens: a new tab when the app runs in an iframe, else the same window. Example: `gameTarget(true) === 'newTab'`. */
export type GameTarget = 'newTab' | 'sameWindow';

/** The game account fields the entry depends on. Example: `{ code: 'JOKER', web: 'https://joker.test/login', username: 'u', password: 'p', event: { token: 't' } }`. */
export interface GameAccountForEntry {
  code: string;
  web?: string | null;
  username?: string | null;
  password?: string | null;
  event?: Readonly<Record<string, string | number>> | null;
}

/** Build options of game entry. Example: `{ iframe: true, customGameUrls: { SUPERSLOT: 'https://superslot.test/login' } }`. */
export interface GameEntryConfig {
  iframe: boolean;
  customGameUrls?: Readonly<Record<string, string | undefined>>;
}

/** What the screen does to open a game. Example: `gameEntry({ code: 'pg' }, { iframe: false })` gives `{ kind: 'autoLogin', game: 'pg', target: 'sameWindow' }`. */
export type GameEntry =
  | { kind: 'autoLogin'; game: string; target: GameTarget }
  | { kind: 'formPost'; action: string; fields: Record<string, string>; target: GameTarget }
  | { kind: 'open'; url: string; target: GameTarget }
  | { kind: 'unavailable' };

const autoLogin: ReadonlySet<string> = new Set(AUTO_LOGIN_GAMES);
const formPost: ReadonlySet<string> = new Set(FORM_POST_GAMES);

/** Target of every game window for the iframe build flag. Example: `gameTarget(false) === 'sameWindow'`. */
export function gameTarget(iframe: boolean): GameTarget {
  return iframe ? 'newTab' : 'sameWindow';
}

function customUrl(config: GameEntryConfig, code: string): string | undefined {
  const urls = config.customGameUrls ?? {};
  const key = Object.keys(urls).find((name) => name.toUpperCase() === code);
  return key === undefined ? undefined : urls[key];
}

function open(url: string | null | undefined, target: GameTarget): GameEntry {
  return typeof url === 'string' && isSafeUrl(url) ? { kind: 'open', url, target } : { kind: 'unavailable' };
}

/** URL of SUPERSLOT carrying the member's credentials as query parameters. Example: `credentialUrl('https://s.test/login', 'u', 'p') === 'https://s.test/login?username=u&password=p'`. */
export function credentialUrl(base: string, username: string, password: string): string {
  const url = new URL(base);
  url.searchParams.set('username', username);
  url.searchParams.set('password', password);
  return url.toString();
}

/** Entry strategy of a game account; every server or build URL passes isSafeUrl or the game is unavailable. Example: `gameEntry({ code: 'SEXYGAME', web: 'https://s.test' }, { iframe: true }).kind === 'open'`. */
export function gameEntry(account: GameAccountForEntry, config: GameEntryConfig): GameEntry {
  const target = gameTarget(config.iframe);
  const code = account.code.trim();
  const upper = code.toUpperCase();
  if (autoLogin.has(code.toLowerCase())) return { kind: 'autoLogin', game: code.toLowerCase(), target };
  if (formPost.has(upper)) {
    const action = customUrl(config, upper) ?? account.web;
    if (typeof action !== 'string' || !isSafeUrl(action)) return { kind: 'unavailable' };
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(account.event ?? {})) fields[name] = String(value);
    return { kind: 'formPost', action, fields, target };
  }
  if (upper === 'SUPERSLOT') {
    const base = customUrl(config, upper) ?? account.web;
    if (typeof base !== 'string' || !isSafeUrl(base)) return { kind: 'unavailable' };
    return open(credentialUrl(base, account.username ?? '', account.password ?? ''), target);
  }
  if (upper === 'SEXYGAME') return open(customUrl(config, upper) ?? account.web, target);
  return open(account.web, target);
}
