import { describe, expect, it } from 'vitest';
import {
  AppConfigError,
  howtoVideoUrl,
  parseAppConfig,
  SHIPPED_HOWTO_VIDEOS,
  type AppConfig,
} from './app-config';
import { TEST_GIFT_LINK_PUBLIC_KEY } from '../testing/gift-link-test-key';
import { testAppConfig } from '../testing/test-app-config';

// The screens' test config, with an override of each kind a build may use.
const valid: AppConfig = {
  ...testAppConfig,
  apiBaseUrl: '',
  customGameUrls: { PG: 'https://games.example/pg' },
  qrProviderMinimums: { PAYTIMZ: 20 },
  howtoVideos: { ...SHIPPED_HOWTO_VIDEOS, balance: 'https://cdn.example/howto/balance.mp4' },
};

function problemsOf(input: unknown): string[] {
  try {
    parseAppConfig(input);
  } catch (error) {
    if (error instanceof AppConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('parseAppConfig', () => {
  it('plays the shipped videos (public/howto/<key>.mp4) when the config names none', () => {
    const shipped: AppConfig = { ...valid };
    delete shipped.howtoVideos;
    expect(parseAppConfig(shipped)).toEqual(shipped);
    expect(howtoVideoUrl(shipped, 'bonusCancel')).toBe('/howto/bonusCancel.mp4');
    expect(howtoVideoUrl(valid, 'balance')).toBe('https://cdn.example/howto/balance.mp4');
  });

  it('accepts a complete config and returns it', () => {
    expect(parseAppConfig(valid)).toEqual(valid);
    expect(parseAppConfig({ ...valid, shortName: 'Lanxang' }).shortName).toBe('Lanxang');
    expect(
      parseAppConfig({ ...valid, apiBaseUrl: 'https://api.example', chatBackendUrl: 'https://chat.example' }),
    ).toMatchObject({ apiBaseUrl: 'https://api.example' });
    const pem = `-----BEGIN PUBLIC KEY-----\n${TEST_GIFT_LINK_PUBLIC_KEY.replace(/(.{64})/g, '$1\n')}\n-----END PUBLIC KEY-----\n`;
    expect(parseAppConfig({ ...valid, giftLinkPublicKey: pem }).giftLinkPublicKey).toBe(pem);
    // The apps hand a loader (the key is a file of its own, checked when it arrives: gift-link-key.ts).
    const loader = () => Promise.resolve(TEST_GIFT_LINK_PUBLIC_KEY);
    expect(parseAppConfig({ ...valid, giftLinkPublicKey: loader }).giftLinkPublicKey).toBe(loader);
  });

  it.each([
    [{ ...valid, defaultLocale: 'fr' }, 'defaultLocale must be one of th, la, en (got "fr")'],
    [{ ...valid, appName: ' ' }, 'appName must be a non-empty string'],
    [
      { ...valid, shortName: 'Lanxang Wallet' },
      'shortName must be 1 to 12 characters when set (got "Lanxang Wallet")',
    ],
    [{ ...valid, shortName: '' }, 'shortName must be 1 to 12 characters when set (got "")'],
    [{ ...valid, laosBuild: 'yes' }, 'laosBuild must be true or false'],
    [
      { ...valid, phoneRule: 'ten-digits' },
      'phoneRule must be one of fixed-length, lao-mobile, any-length (got "ten-digits")',
    ],
    [{ ...valid, gameIframe: 1 }, 'gameIframe must be true or false'],
    [
      { ...valid, apiBaseUrl: 'javascript:alert(1)' },
      `apiBaseUrl must be '' (same origin) or an http(s) URL (got "javascript:alert(1)")`,
    ],
    [
      { ...valid, chatBackendUrl: 'ftp://x' },
      `chatBackendUrl must be '' (same origin) or an http(s) URL when set (got "ftp://x")`,
    ],
    [
      { ...valid, customGameUrls: { X: 'data:text/html,1' } },
      'customGameUrls.X must be an http(s) URL (got "data:text/html,1")',
    ],
    [{ ...valid, customGameUrls: [] }, 'customGameUrls must be an object of game code -> URL'],
    [
      { ...valid, qrProviderMinimums: { WW: 5 } },
      'qrProviderMinimums.WW: only PAYTIMZ and FP can be overridden',
    ],
    [
      { ...valid, qrProviderMinimums: { FP: 0 } },
      'qrProviderMinimums.FP must be a number of at least 1 (got 0)',
    ],
    [{ ...valid, qrProviderMinimums: null }, 'qrProviderMinimums must be an object'],
    ...['', 'not a key', 'AAAA', btoa('x'.repeat(400)), 42].map((giftLinkPublicKey): [unknown, string] => [
      { ...valid, giftLinkPublicKey },
      'giftLinkPublicKey must be an RSA public key (SPKI) in base64 or PEM, or a loader of one',
    ]),
    [
      { ...valid, theme: { ...valid.theme, brand: 'purple' } },
      'theme.brand must be a hex colour like #1a2b3c (got "purple")',
    ],
    [{ ...valid, theme: 'dark' }, 'theme must be an object of colours'],
    [
      { ...valid, theme: { ...valid.theme, brand: '#b91c1c', alertDanger: '#9f1239' } },
      'theme.alertDanger must look unlike theme.brand (colour difference 26.4, at least 40)',
    ],
    [
      { ...valid, howtoVideos: ['/w.mp4'] },
      'howtoVideos must be an object of wallet, play, balance, bonus, bonusCancel -> URL when set',
    ],
    [
      { ...valid, howtoVideos: { ...valid.howtoVideos, play: 'javascript:alert(1)' } },
      'howtoVideos.play must be an http(s) URL or a path starting with / (got "javascript:alert(1)")',
    ],
    [
      { ...valid, howtoVideos: { ...valid.howtoVideos, bonus: '//evil.example/x.mp4' } },
      'howtoVideos.bonus must be an http(s) URL or a path starting with / (got "//evil.example/x.mp4")',
    ],
    [
      { ...valid, howtoVideos: { ...valid.howtoVideos, balance: 'data:video/mp4;base64,AAAA' } },
      'howtoVideos.balance must be an http(s) URL or a path starting with / (got "data:video/mp4;base64,AAAA")',
    ],
    [
      { ...valid, howtoVideos: { ...valid.howtoVideos, wallet: 'howto/wallet.mp4' } },
      'howtoVideos.wallet must be an http(s) URL or a path starting with / (got "howto/wallet.mp4")',
    ],
    [
      { ...valid, howtoVideos: { wallet: '/w.mp4', play: '/p.mp4', balance: '/b.mp4', bonus: '/x.mp4' } },
      'howtoVideos.bonusCancel must be an http(s) URL or a path starting with / (got undefined)',
    ],
    [
      { ...valid, howtoVideos: { ...valid.howtoVideos, deposit: '/d.mp4' } },
      'howtoVideos.deposit: unknown video (expected wallet, play, balance, bonus, bonusCancel)',
    ],
  ] as [unknown, string][])('reports a clear problem for %o', (input, problem) => {
    expect(problemsOf(input)).toEqual([problem]);
  });

  it('lists every problem at once and names them in the error message', () => {
    expect(() => parseAppConfig({ ...valid, appName: '', laosBuild: null })).toThrow(
      'Invalid app config:\n- appName must be a non-empty string\n- laosBuild must be true or false',
    );
    expect(problemsOf('nope')).toEqual(['config must be an object']);
  });
});
