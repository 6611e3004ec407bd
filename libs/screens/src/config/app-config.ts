// The build config each app injects. Libraries never branch on country: they read these values.
import {
  isLocale,
  isRootRelativePath,
  LOCALES,
  PHONE_RULES,
  type Locale,
  type PhoneRule,
} from '@wallet/domain';
import { errorColourProblems } from './theme-colours';

export interface ThemeColours {
  /** Brand colour: buttons, active tabs, the home button. */
  brand: string;
  /** Text on the brand colour. */
  onBrand: string;
  /** Spinner colour of the loader. */
  loader: string;
  alertSuccess: string;
  alertDanger: string;
  alertInfo: string;
}

export interface AppConfig {
  appName: string;
  /** Name under the installed app's home-screen icon (web app manifest), at most 12 characters; appName if absent. */
  shortName?: string;
  defaultLocale: Locale;
  /** Laos rules: currency choice at registration. */
  laosBuild: boolean;
  /** How registration checks the phone number: the market's fixed length, or any length (Laos). */
  phoneRule: PhoneRule;
  /** Base URL of the API host; '' means the page's own origin. */
  apiBaseUrl: string;
  /** Realtime chat backend (socket.io): '' for the page's own origin; chat stays REST-only when absent. */
  chatBackendUrl?: string;
  /** Open auto-login game links in a new tab (true) or the same window (false). */
  gameIframe: boolean;
  /** Game code -> URL overriding the server's web URL. */
  customGameUrls: Record<string, string>;
  /** Create minimums of the PAYTIMZ and FP QR providers, when the build overrides them. */
  qrProviderMinimums: { PAYTIMZ?: number; FP?: number };
  /**
   * The operator's RSA public key (SPKI, base64 or PEM, 2048 bits or more) that encrypts True Wallet gift links in
   * the browser (RSA-OAEP SHA-256, see openapi.yaml TrueLinkRequest). Public by design: only the operator's
   * private key opens the envelope, so no secret lives in the bundle. Either the key, checked at start, or a loader
   * of it (the apps: `() => import('virtual:wallet-gift-link-key')...`), so the key (incompressible, ~0.4 KB) is
   * downloaded with the gift link form instead of on every page; a loaded key is checked when it arrives.
   */
  giftLinkPublicKey: string | (() => Promise<string>);
  theme: ThemeColours;
  /**
   * URL of each /howto tutorial video: absolute http(s) or a root-relative path served by the app. Absent: the videos
   * the app ships (`SHIPPED_HOWTO_VIDEOS`).
   */
  howtoVideos?: HowtoVideos;
}

/** The five tutorial videos of /howto (docs/product.md#howto), in the order the page lists them. */
export const HOWTO_VIDEO_KEYS = ['wallet', 'play', 'balance', 'bonus', 'bonusCancel'] as const;
export type HowtoVideoKey = (typeof HOWTO_VIDEO_KEYS)[number];
export type HowtoVideos = Record<HowtoVideoKey, string>;
/** The videos each app ships in its `public/howto/<key>.mp4` (the build's own language). */
export const SHIPPED_HOWTO_VIDEOS: HowtoVideos = Object.freeze(
  Object.fromEntries(HOWTO_VIDEO_KEYS.map((key) => [key, `/howto/${key}.mp4`])) as HowtoVideos,
);
/** The video URL of a tutorial under a build config. Example: `howtoVideoUrl(config, 'play') === '/howto/play.mp4'`. */
export function howtoVideoUrl(config: Pick<AppConfig, 'howtoVideos'>, key: HowtoVideoKey): string {
  return (config.howtoVideos ?? SHIPPED_HOWTO_VIDEOS)[key];
}

export class AppConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid app config:\n- ${problems.join('\n- ')}`);
    this.name = 'AppConfigError';
  }
}

/** Launchers cut longer names under the icon. */
const SHORT_NAME_MAX = 12;
const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const THEME_KEYS: readonly (keyof ThemeColours)[] = [
  'brand',
  'onBrand',
  'loader',
  'alertSuccess',
  'alertDanger',
  'alertInfo',
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** True for base64 or PEM text that holds an SPKI RSA key of 2048 bits or more (DER: at least 290 bytes, rsaEncryption OID). */
export function isSpkiPublicKey(value: string): boolean {
  const body = value.replace(/-----BEGIN PUBLIC KEY-----|-----END PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return false;
  let der: string;
  try {
    der = atob(body);
  } catch {
    return false;
  }
  // 1.2.840.113549.1.1.1 (rsaEncryption) as DER bytes.
  return der.length >= 290 && der.includes('\x2a\x86\x48\x86\xf7\x0d\x01\x01\x01');
}

/**
 * Validates an app's build config and returns it typed; throws AppConfigError listing every problem.
 * Example: `parseAppConfig({ ...thaiConfig, defaultLocale: 'fr' })` throws "defaultLocale must be one of th, la, en".
 */
export function parseAppConfig(input: unknown): AppConfig {
  const problems: string[] = [];
  if (!isRecord(input)) throw new AppConfigError(['config must be an object']);
  const c = input;

  if (typeof c.appName !== 'string' || c.appName.trim() === '')
    problems.push('appName must be a non-empty string');
  if (
    c.shortName !== undefined &&
    (typeof c.shortName !== 'string' || c.shortName.trim() === '' || c.shortName.length > SHORT_NAME_MAX)
  )
    problems.push(
      `shortName must be 1 to ${SHORT_NAME_MAX} characters when set (got ${JSON.stringify(c.shortName)})`,
    );
  if (!isLocale(c.defaultLocale))
    problems.push(
      `defaultLocale must be one of ${LOCALES.join(', ')} (got ${JSON.stringify(c.defaultLocale)})`,
    );
  if (typeof c.laosBuild !== 'boolean') problems.push('laosBuild must be true or false');
  if (!(PHONE_RULES as readonly unknown[]).includes(c.phoneRule))
    problems.push(`phoneRule must be one of ${PHONE_RULES.join(', ')} (got ${JSON.stringify(c.phoneRule)})`);
  if (typeof c.gameIframe !== 'boolean') problems.push('gameIframe must be true or false');
  if (typeof c.apiBaseUrl !== 'string' || (c.apiBaseUrl !== '' && !isHttpUrl(c.apiBaseUrl)))
    problems.push(
      `apiBaseUrl must be '' (same origin) or an http(s) URL (got ${JSON.stringify(c.apiBaseUrl)})`,
    );
  if (
    c.chatBackendUrl !== undefined &&
    (typeof c.chatBackendUrl !== 'string' || (c.chatBackendUrl !== '' && !isHttpUrl(c.chatBackendUrl)))
  )
    problems.push(
      `chatBackendUrl must be '' (same origin) or an http(s) URL when set (got ${JSON.stringify(c.chatBackendUrl)})`,
    );

  if (!isRecord(c.customGameUrls)) problems.push('customGameUrls must be an object of game code -> URL');
  else
    for (const [code, url] of Object.entries(c.customGameUrls))
      if (typeof url !== 'string' || !isHttpUrl(url))
        problems.push(`customGameUrls.${code} must be an http(s) URL (got ${JSON.stringify(url)})`);

  if (!isRecord(c.qrProviderMinimums)) problems.push('qrProviderMinimums must be an object');
  else
    for (const [provider, min] of Object.entries(c.qrProviderMinimums)) {
      if (provider !== 'PAYTIMZ' && provider !== 'FP')
        problems.push(`qrProviderMinimums.${provider}: only PAYTIMZ and FP can be overridden`);
      else if (typeof min !== 'number' || !Number.isFinite(min) || min < 1)
        problems.push(
          `qrProviderMinimums.${provider} must be a number of at least 1 (got ${JSON.stringify(min)})`,
        );
    }

  if (
    typeof c.giftLinkPublicKey !== 'function' &&
    (typeof c.giftLinkPublicKey !== 'string' || !isSpkiPublicKey(c.giftLinkPublicKey))
  )
    problems.push('giftLinkPublicKey must be an RSA public key (SPKI) in base64 or PEM, or a loader of one');

  if (!isRecord(c.theme)) problems.push('theme must be an object of colours');
  else {
    const theme = c.theme;
    const bad = THEME_KEYS.filter((key) => typeof theme[key] !== 'string' || !COLOUR.test(theme[key]));
    for (const key of bad)
      problems.push(`theme.${key} must be a hex colour like #1a2b3c (got ${JSON.stringify(theme[key])})`);
    // Errors must not look like the primary action (docs/product.md#errors).
    if (bad.length === 0)
      problems.push(...errorColourProblems(String(theme.brand), String(theme.alertDanger)));
  }

  // Absent: the shipped videos.
  if (c.howtoVideos !== undefined && !isRecord(c.howtoVideos))
    problems.push(`howtoVideos must be an object of ${HOWTO_VIDEO_KEYS.join(', ')} -> URL when set`);
  else if (isRecord(c.howtoVideos)) {
    for (const key of HOWTO_VIDEO_KEYS) {
      const url = c.howtoVideos[key];
      if (typeof url !== 'string' || !(isHttpUrl(url) || isRootRelativePath(url)))
        problems.push(
          `howtoVideos.${key} must be an http(s) URL or a path starting with / (got ${JSON.stringify(url)})`,
        );
    }
    for (const key of Object.keys(c.howtoVideos))
      if (!(HOWTO_VIDEO_KEYS as readonly string[]).includes(key))
        problems.push(`howtoVideos.${key}: unknown video (expected ${HOWTO_VIDEO_KEYS.join(', ')})`);
  }

  if (problems.length > 0) throw new AppConfigError(problems);
  return input as unknown as AppConfig;
}

/** Types an app's build config; the build validates it with parseAppConfig (tools/vite/prerender.ts). */
export function defineAppConfig(config: AppConfig): AppConfig {
  return config;
}
