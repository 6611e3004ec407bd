import { describe, expect, it } from 'vitest';
import { createSessionStore } from './session-storage';

describe('session store', () => {
  it('keeps the token in localStorage with remember me, in sessionStorage without', () => {
    const store = createSessionStore();
    store.setToken('persistent', true);
    expect(localStorage.getItem('token')).toBe('persistent');
    expect(sessionStorage.getItem('token')).toBeNull();

    store.setToken('session-only', false);
    expect(sessionStorage.getItem('token')).toBe('session-only');
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getToken()).toBe('session-only');
  });

  it('clears the token and player data but keeps the language', () => {
    const store = createSessionStore();
    localStorage.setItem('locale', 'la');
    store.setToken('t', true);
    store.setLastSync('2026-11-22T00:00:00.000Z');
    expect(store.isAgreementAccepted()).toBe(false);
    store.setAgreementAccepted();
    expect(store.isAgreementAccepted()).toBe(true);
    store.clear();
    expect(store.getToken()).toBeNull();
    expect(store.getLastSync()).toBeNull();
    expect(store.isAgreementAccepted()).toBe(false);
    expect(localStorage.getItem('locale')).toBe('la');
  });
});
