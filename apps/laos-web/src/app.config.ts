import type { AppConfig } from '@wallet/screens';

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
  // DEMO KEY for the sandbox only (its private half is apps/sandbox-api/src/seed/gift-link-demo-key.ts):
  // a real build puts the operator's own public key here.
  giftLinkPublicKey:
    'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAxvyNoFuJO3L+ys5UAeG5agsp/stpyDg2gUIFKe5BbADwiaA4iCRrTo7KGksq41QHDiz1OAl+XwqA38ouMKYWWikOOLjB9cXdQriEeLgOO9zo1GsCn4Y7V1dNQkSy/2AjQUTjSaah9hliM1Lpm/kIAUwLqOopeUCmx9jozPUqipK+1YW6esVvvBaffFRDPK80BFngp/gJf5XJGhWBv09LSQsEZmzue5/c39myS5+3p8kPNtjJUPPKInh2ajgLn8jQOzK8cLd5bgSAxiDhO7WLZlk4hwkvmPqjtm9CMiHy6JI4eLsgYyKAuxx+fS6fE4tTMSOR66bYheUWsEwVmndykQIDAQAB',
  theme: {
    brand: '#b91c1c',
    onBrand: '#ffffff',
    loader: '#0e7490',
    alertSuccess: '#15803d',
    alertDanger: '#9f1239',
    alertInfo: '#1d4ed8',
  },
} satisfies AppConfig;
