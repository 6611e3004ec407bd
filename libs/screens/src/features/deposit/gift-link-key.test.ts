import { describe, expect, it } from 'vitest';
import { testAppConfig } from '../../testing/test-app-config';
import { TEST_GIFT_LINK_PUBLIC_KEY } from '../../testing/gift-link-test-key';
import { giftLinkPublicKey } from './gift-link-key';

describe('giftLinkPublicKey', () => {
  it("gives the config's own key as it is", async () => {
    await expect(giftLinkPublicKey(testAppConfig)).resolves.toBe(TEST_GIFT_LINK_PUBLIC_KEY);
  });

  it('calls a loader once for every caller, and again after a failed load', async () => {
    const outcomes: (string | Error)[] = [new Error('offline'), TEST_GIFT_LINK_PUBLIC_KEY];
    let calls = 0;
    const config = {
      ...testAppConfig,
      giftLinkPublicKey: () => {
        const next = outcomes[calls++];
        return next instanceof Error ? Promise.reject(next) : Promise.resolve(next ?? '');
      },
    };
    await expect(Promise.all([giftLinkPublicKey(config), giftLinkPublicKey(config)])).rejects.toThrow(
      'offline',
    );
    expect(calls).toBe(1);
    const [first, second] = await Promise.all([giftLinkPublicKey(config), giftLinkPublicKey(config)]);
    expect(first).toBe(TEST_GIFT_LINK_PUBLIC_KEY);
    expect(second).toBe(TEST_GIFT_LINK_PUBLIC_KEY);
    await expect(giftLinkPublicKey(config)).resolves.toBe(TEST_GIFT_LINK_PUBLIC_KEY);
    expect(calls).toBe(2);
  });

  it('refuses a loaded value that is not an RSA public key', async () => {
    const config = { ...testAppConfig, giftLinkPublicKey: () => Promise.resolve('not a key') };
    await expect(giftLinkPublicKey(config)).rejects.toThrow('not an RSA public key');
  });
});
