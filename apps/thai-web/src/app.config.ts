import type { AppConfig } from '@wallet/screens';

/** Build config of the Thai app: Thai by default, Thai phone rules, auto-login games in a new tab. */
export const appConfig = {
  appName: 'Siam Wallet',
  defaultLocale: 'th',
  laosBuild: false,
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
  howtoVideos: {
    wallet: '/howto/wallet.mp4',
    play: '/howto/play.mp4',
    balance: '/howto/balance.mp4',
    bonus: '/howto/bonus.mp4',
    bonusCancel: '/howto/bonusCancel.mp4',
  },
} satisfies AppConfig;
