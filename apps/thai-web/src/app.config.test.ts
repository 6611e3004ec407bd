import { describe, expect, it } from 'vitest';
import {
  colourDifference,
  contrastRatio,
  errorColourProblems,
  MIN_ERROR_BRAND_DIFFERENCE,
  parseAppConfig,
} from '@wallet/screens';
import { giftLinkPublicKey } from 'virtual:wallet-gift-link-key';
import { appConfig } from './app.config';

describe('app build config', () => {
  it('passes the start-up validation with the key the build compiles in', () => {
    const config = { ...appConfig, giftLinkPublicKey };
    expect(parseAppConfig(config)).toBe(config);
  });

  it('shows errors in a colour of their own: AA on white, unlike the brand (WCAG 1.4.1, 1.4.3)', () => {
    const { brand, alertDanger } = appConfig.theme;
    expect(alertDanger).not.toBe(brand);
    expect(contrastRatio(alertDanger, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(colourDifference(alertDanger, brand)).toBeGreaterThanOrEqual(MIN_ERROR_BRAND_DIFFERENCE);
    expect(errorColourProblems(brand, alertDanger)).toEqual([]);
  });
});
