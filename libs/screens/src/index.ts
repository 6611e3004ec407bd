export { mountWalletApp, renderWalletApp, createWalletServices, WalletApp } from './app/wallet-app';
export type { WalletAppServices, CreateServicesOptions } from './app/wallet-app';
export { parseAppConfig, defineAppConfig, AppConfigError } from './config/app-config';
export type { AppConfig, ThemeColours } from './config/app-config';
