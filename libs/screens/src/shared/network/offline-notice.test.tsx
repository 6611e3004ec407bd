import { act, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { followBrowserNetwork, type BrowserNetwork } from './online-status';
import { OfflineNotice } from './offline-notice';

/** A browser whose connection the test switches, firing the online/offline events as browsers do. */
function fakeBrowser(onLine: boolean) {
  const listeners = new Map<string, Set<() => void>>();
  const browser: BrowserNetwork = {
    navigator: { onLine },
    addEventListener: (type, listener) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener: (type, listener) => void listeners.get(type)?.delete(listener),
  };
  const set = (online: boolean) => {
    browser.navigator.onLine = online;
    for (const listener of listeners.get(online ? 'online' : 'offline') ?? []) listener();
  };
  return { browser, set };
}

afterEach(() => {
  onlineManager.setEventListener(() => undefined);
  onlineManager.setOnline(true);
});

describe('followBrowserNetwork + OfflineNotice', () => {
  it('starts offline when the page loads offline, then follows the events', async () => {
    const { browser, set } = fakeBrowser(false);
    followBrowserNetwork(browser);
    expect(onlineManager.isOnline()).toBe(false);
    const { container } = await renderWithProviders(<OfflineNotice />, { locale: 'th' });
    const thai = 'คุณออฟไลน์อยู่ แอปจะเชื่อมต่อใหม่เองเมื่อการเชื่อมต่อกลับมา';
    const region = screen.getByText(thai).closest('[role="status"]');
    expect(region).not.toBeNull();
    await act(async () => set(true));
    expect(onlineManager.isOnline()).toBe(true);
    expect(screen.queryByText(thai)).toBeNull();
    // The live region stays (empty), so the next drop is announced.
    expect(container.contains(region)).toBe(true);
    expect(region).toBeEmptyDOMElement();
    await act(async () => set(false));
    expect(region).toHaveTextContent(thai);
  });

  it('speaks the player language (Lao, English)', async () => {
    const { browser } = fakeBrowser(false);
    followBrowserNetwork(browser);
    const lao = await renderWithProviders(<OfflineNotice />, { locale: 'la' });
    expect(
      screen.getByText('ທ່ານອອບໄລນ໌ຢູ່ ແອັບຈະເຊື່ອມຕໍ່ໃໝ່ເອງເມື່ອການເຊື່ອມຕໍ່ກັບມາ').closest('[role="status"]'),
    ).not.toBeNull();
    lao.unmount();
    await renderWithProviders(<OfflineNotice />, { locale: 'en' });
    expect(
      screen
        .getByText('You are offline. The app reconnects by itself when the connection is back.')
        .closest('[role="status"]'),
    ).not.toBeNull();
  });
});
