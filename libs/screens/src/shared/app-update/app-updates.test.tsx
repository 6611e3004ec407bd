import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { createAppUpdates, type RegisterServiceWorker } from './app-updates';
import { UpdatePrompt } from './update-prompt';

/** A registration the test drives: it says when a new version waits and records the activation. */
function fakeRegistration() {
  const activate = vi.fn(async () => undefined);
  let needRefresh = () => {};
  const register: RegisterServiceWorker = async ({ onNeedRefresh }) => {
    needRefresh = onNeedRefresh;
    return activate;
  };
  return { register, activate, newVersionWaits: () => needRefresh() };
}

describe('createAppUpdates', () => {
  it('tells its subscribers when a new version waits and activates it on apply', async () => {
    const sw = fakeRegistration();
    const updates = createAppUpdates(sw.register);
    const listener = vi.fn();
    updates.subscribe(listener);
    expect(updates.isWaiting()).toBe(false);
    sw.newVersionWaits();
    expect(updates.isWaiting()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    await updates.apply();
    expect(sw.activate).toHaveBeenCalledTimes(1);
  });

  it('never waits without a registration (tests, development) and survives a failed one', async () => {
    const none = createAppUpdates();
    expect(none.isWaiting()).toBe(false);
    await expect(none.apply()).resolves.toBeUndefined();
    const failed = createAppUpdates(() => Promise.reject(new Error('SecurityError')));
    expect(failed.isWaiting()).toBe(false);
  });
});

describe('UpdatePrompt', () => {
  it('shows the translated prompt once a version waits; Reload activates it', async () => {
    const sw = fakeRegistration();
    const updates = createAppUpdates(sw.register);
    await renderWithProviders(<UpdatePrompt updates={updates} />, { locale: 'th' });
    expect(screen.queryByText('มีแอปเวอร์ชันใหม่พร้อมใช้งานแล้ว')).not.toBeInTheDocument();
    await act(async () => sw.newVersionWaits());
    // Its box loads once a version waits, inside the status region that was there from the start.
    expect((await screen.findByText('มีแอปเวอร์ชันใหม่พร้อมใช้งานแล้ว')).closest('[role="status"]')).not.toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'โหลดใหม่' })));
    expect(sw.activate).toHaveBeenCalledTimes(1);
  });

  it('Later hides it without activating anything (Lao texts)', async () => {
    const sw = fakeRegistration();
    const updates = createAppUpdates(sw.register);
    await renderWithProviders(<UpdatePrompt updates={updates} />, { locale: 'la' });
    await act(async () => sw.newVersionWaits());
    expect(await screen.findByText('ມີແອັບເວີຊັນໃໝ່ພ້ອມໃຊ້ງານແລ້ວ')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'ໄວ້ພາຍຫຼັງ' }));
    expect(screen.queryByText('ມີແອັບເວີຊັນໃໝ່ພ້ອມໃຊ້ງານແລ້ວ')).not.toBeInTheDocument();
    expect(sw.activate).not.toHaveBeenCalled();
  });
});
