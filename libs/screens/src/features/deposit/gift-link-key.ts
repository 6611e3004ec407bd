// The operator's gift-link public key for sealing a link: the config's own, or loaded by the config's loader (the
// apps keep the key out of every page's first script), once per config, and checked when it arrives.
import { isSpkiPublicKey, type AppConfig } from '../../config/app-config';

const loading = new WeakMap<AppConfig, Promise<string>>();

/** The key (a loader is called once; a failed load is tried again by the next call). */
export function giftLinkPublicKey(config: AppConfig): Promise<string> {
  const key = config.giftLinkPublicKey;
  if (typeof key === 'string') return Promise.resolve(key);
  const known = loading.get(config);
  if (known) return known;
  const loaded = key().then((value) => {
    if (!isSpkiPublicKey(value))
      throw new Error('The gift-link key of this build is not an RSA public key (SPKI).');
    return value;
  });
  loading.set(config, loaded);
  loaded.catch(() => loading.delete(config));
  return loaded;
}
