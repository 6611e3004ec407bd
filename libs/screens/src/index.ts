export { mountWalletApp, renderWalletApp, createWalletServices, WalletApp } from './app/wallet-app';
export type { WalletAppServices, CreateServicesOptions, WalletPage } from './app/wallet-app';
export { parseAppConfig, defineAppConfig, AppConfigError, HOWTO_VIDEO_KEYS } from './config/app-config';
export type { AppConfig, ThemeColours, HowtoVideos, HowtoVideoKey } from './config/app-config';
export { SHIPPED_HOWTO_VIDEOS } from './config/app-config';
export {
  colourDifference,
  contrastRatio,
  errorColourProblems,
  mixColours,
  DANGER_SURFACE_SHARE,
  MIN_ERROR_BRAND_DIFFERENCE,
  MIN_TEXT_CONTRAST,
} from './config/theme-colours';
export type { RegisterServiceWorker } from './shared/app-update/app-updates';
export type { PwaRegisterModule } from './shared/app-update/pwa-registration';
// Every page's URL (routes, links, the prerender table): for the apps and tools that name a page.
export { paths, isPlayerUrl } from './shared/paths';
