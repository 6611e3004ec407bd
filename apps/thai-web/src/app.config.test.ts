import { describe, expect, it } from 'vitest';
import { parseAppConfig } from '@wallet/screens';
import { giftLinkPublicKey } from 'virtual:wallet-gift-link-key';
import { appConfig } from './app.config';

describe('app build config', () => {
  it('passes the start-up validation with the key the build compiles in', () => {
    const config = { ...appConfig, giftLinkPublicKey };
    expect(parseAppConfig(config)).toBe(config);
  });
});
