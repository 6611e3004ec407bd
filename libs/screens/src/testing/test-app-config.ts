// The one build config of the screens' tests (a valid one: parseAppConfig accepts it); a test spreads it to vary a field.
import type { AppConfig } from '../config/app-config';
import { TEST_GIFT_LINK_PUBLIC_KEY } from './gift-link-test-key';

export const testAppConfig: AppConfig = {
  appName: 'Test Wallet',
  defaultLocale: 'th',
  laosBuild: false,
  phoneRule: 'fixed-length',
  apiBaseUrl: 'http://api.test',
  gameIframe: true,
  customGameUrls: {},
  qrProviderMinimums: {},
  giftLinkPublicKey: TEST_GIFT_LINK_PUBLIC_KEY,
  // A test build's own colours (not a market's), dark enough for white text as a real theme must be.
  theme: {
    brand: '#6d28d9',
    onBrand: '#ffffff',
    loader: '#d97706',
    alertSuccess: '#166534',
    alertDanger: '#991b1b',
    alertInfo: '#1e40af',
  },
};
