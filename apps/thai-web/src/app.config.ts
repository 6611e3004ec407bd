import type { AppConfig } from '@wallet/screens';

/** The build config less the gift-link key, a build input of its own (WALLET_GIFT_LINK_PUBLIC_KEY, main.tsx). */
export type AppBuildConfig = Omit<AppConfig, 'giftLinkPublicKey'>;

/** Build config of the Thai app: Thai by default, Thai phone rules, auto-login games in a new tab. */
export const appConfig = {
  appName: 'Siam Wallet',
  defaultLocale: 'th',
  laosBuild: false,
  phoneRule: 'fixed-length',
  apiBaseUrl: '',
  chatBackendUrl: '',
  gameIframe: true,
  customGameUrls: {},
  qrProviderMinimums: {},
  theme: {
    brand: '#5b21b6',
    onBrand: '#ffffff',
    loader: '#f59e0b',
    alertSuccess: '#15803d',
    alertDanger: '#b91c1c',
    alertInfo: '#1d4ed8',
  },
} satisfies AppBuildConfig;
