import { mountWalletApp } from '@wallet/screens';
import { appConfig } from './app.config';

mountWalletApp(document.getElementById('root'), appConfig, {
  location: window.location,
  loadPwaRegister: () => import('virtual:pwa-register'),
});
