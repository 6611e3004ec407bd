import type { AppConfig } from '@wallet/screens';

/** The build config less the gift-link key, a build input of its own (WALLET_GIFT_LINK_PUBLIC_KEY, main.tsx). */
export type AppBuildConfig = Omit<AppConfig, 'giftLinkPublicKey'>;

/** Build config of the Laos app: Lao by default, Laos rules (currency choice, Lao mobile numbers), its own QR minimums. */
export const appConfig = {
  appName: 'Lanxang Wallet',
  shortName: 'Lanxang',
  defaultLocale: 'la',
  laosBuild: true,
  phoneRule: 'lao-mobile',
  apiBaseUrl: '',
  chatBackendUrl: '',
  gameIframe: false,
  customGameUrls: {},
  qrProviderMinimums: { PAYTIMZ: 20, FP: 20 },
  theme: {
    brand: '#b91c1c',
    onBrand: '#ffffff',
    loader: '#0e7490',
    alertSuccess: '#15803d',
    // A raspberry, not the brand's red: errors must not look like the primary button (docs/product.md#errors).
    alertDanger: '#9b1c6b',
    alertInfo: '#1d4ed8',
  },
} satisfies AppBuildConfig;
