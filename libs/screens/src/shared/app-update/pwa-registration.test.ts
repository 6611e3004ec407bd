import { describe, expect, it, vi } from 'vitest';
import { createAppUpdates } from './app-updates';
import { pwaRegistration, type PwaRegisterModule } from './pwa-registration';

/** vite-plugin-pwa's registerSW as the test drives it: it says when a new version waits and records the update. */
function fakePwa() {
  const update = vi.fn(async () => undefined);
  let options: Parameters<PwaRegisterModule['registerSW']>[0] | undefined;
  const module: PwaRegisterModule = {
    registerSW(given) {
      options = given;
      return update;
    },
  };
  return {
    load: vi.fn(async () => module),
    update,
    registered: () => options !== undefined,
    newVersionWaits: () => options?.onNeedRefresh(),
  };
}

describe('pwaRegistration', () => {
  it('registers nothing where the browser has no service worker', () => {
    const pwa = fakePwa();
    expect(pwaRegistration(pwa.load, { reload: vi.fn() })).toBeUndefined();
    expect(pwa.load).not.toHaveBeenCalled();
  });

  it('announces a waiting version, reloads once the new worker takes control, and applies it on demand', async () => {
    const pwa = fakePwa();
    const reload = vi.fn();
    const serviceWorker = new EventTarget();
    const updates = createAppUpdates(pwaRegistration(pwa.load, { serviceWorker, reload }));
    await vi.waitFor(() => expect(pwa.registered()).toBe(true));
    expect(pwa.load).toHaveBeenCalledTimes(1);
    expect(updates.isWaiting()).toBe(false);

    pwa.newVersionWaits();
    pwa.newVersionWaits();
    expect(updates.isWaiting()).toBe(true);
    await updates.apply();
    expect(pwa.update).toHaveBeenCalledTimes(1);

    expect(reload).not.toHaveBeenCalled();
    serviceWorker.dispatchEvent(new Event('controllerchange'));
    // One listener however often the version was announced.
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
