import { mountWalletApp } from '@wallet/screens';
import { appConfig } from './app.config';

// The gift-link key is a build input (WALLET_GIFT_LINK_PUBLIC_KEY, tools/vite/gift-link-key.ts), not a committed value;
// a file of its own, downloaded with the gift link form (an RSA key does not compress: 0.4 KB on every page otherwise).
mountWalletApp(
  document.getElementById('root'),
  {
    ...appConfig,
    giftLinkPublicKey: async () => (await import('virtual:wallet-gift-link-key')).giftLinkPublicKey,
  },
  { location: window.location, loadPwaRegister: () => import('virtual:pwa-register') },
);
