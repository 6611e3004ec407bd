import { mountWalletApp } from '@wallet/screens';
import { appConfig } from './app.config';

mountWalletApp(document.getElementById('root'), appConfig, { origin: window.location.origin });
