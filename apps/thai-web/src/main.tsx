import { mountWalletApp } from '@wallet/screens';
import { giftLinkPublicKey } from 'virtual:wallet-gift-link-key';
import { appConfig } from './app.config';

// The gift-link key is a build input (WALLET_GIFT_LINK_PUBLIC_KEY, tools/vite/gift-link-key.ts), not a committed value.
mountWalletApp(
  document.getElementById('root'),
  { ...appConfig, giftLinkPublicKey },
  { location: window.location, loadPwaRegister: () => import('virtual:pwa-register') },
);
