import type { AppConfig } from '@wallet/screens';

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
  // DEMO KEY for the sandbox only (its private half is apps/sandbox-api/src/seed/gift-link-demo-key.ts):
  // a real build puts the operator's own public key here.
  giftLinkPublicKey:
    'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAxvyNoFuJO3L+ys5UAeG5agsp/stpyDg2gUIFKe5BbADwiaA4iCRrTo7KGksq41QHDiz1OAl+XwqA38ouMKYWWikOOLjB9cXdQriEeLgOO9zo1GsCn4Y7V1dNQkSy/2AjQUTjSaah9hliM1Lpm/kIAUwLqOopeUCmx9jozPUqipK+1YW6esVvvBaffFRDPK80BFngp/gJf5XJGhWBv09LSQsEZmzue5/c39myS5+3p8kPNtjJUPPKInh2ajgLn8jQOzK8cLd5bgSAxiDhO7WLZlk4hwkvmPqjtm9CMiHy6JI4eLsgYyKAuxx+fS6fE4tTMSOR66bYheUWsEwVmndykQIDAQAB',
  theme: {
    brand: '#5b21b6',
    onBrand: '#ffffff',
    loader: '#f59e0b',
    alertSuccess: '#15803d',
    alertDanger: '#b91c1c',
    alertInfo: '#1d4ed8',
  },
} satisfies AppConfig;
