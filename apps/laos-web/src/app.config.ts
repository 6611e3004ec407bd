import type { AppConfig } from '@wallet/screens';

/** Build config of the Laos app: Lao by default, Laos rules (currency choice), its own QR minimums. */
export const appConfig = {
  appName: 'Lanxang Wallet',
  defaultLocale: 'la',
  laosBuild: true,
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
    alertDanger: '#9f1239',
    alertInfo: '#1d4ed8',
  },
  howtoVideos: {
    wallet: '/howto/wallet.mp4',
    play: '/howto/play.mp4',
    balance: '/howto/balance.mp4',
    bonus: '/howto/bonus.mp4',
    bonusCancel: '/howto/bonusCancel.mp4',
  },
} satisfies AppConfig;
