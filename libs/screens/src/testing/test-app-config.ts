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
  theme: {
    brand: '#5b21b6',
    onBrand: '#ffffff',
    loader: '#f59e0b',
    alertSuccess: '#15803d',
    alertDanger: '#b91c1c',
    alertInfo: '#1d4ed8',
  },
};
