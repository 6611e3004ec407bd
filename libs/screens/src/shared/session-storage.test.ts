import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@wallet/domain';
import {
  createSessionStore,
  REMEMBERED_AGREEMENT_PLAYERS,
  touchesToken,
  watchStoredToken,
} from './session-storage';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

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
    expect(store.isAgreementAccepted('somchai-id')).toBe(false);
    store.setAgreementAccepted('somchai-id');
    expect(store.isAgreementAccepted('somchai-id')).toBe(true);
    store.clear();
    expect(store.getToken()).toBeNull();
    expect(store.getLastSync()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.agreement)).toBeNull();
    expect(localStorage.getItem('locale')).toBe('la');
  });

  it('remembers the agreement per player through logout: the same player is not asked again, another one is', () => {
    const store = createSessionStore();
    store.setToken('somchai-token', true);
    store.setAgreementAccepted('somchai-id');
    store.clear(); // logout
    expect(store.isAgreementAccepted('somchai-id')).toBe(true);
    expect(store.isAgreementAccepted('malee-id')).toBe(false);
    store.setToken('malee-token', true);
    store.setAgreementAccepted('malee-id');
    store.clear();
    expect(store.isAgreementAccepted('somchai-id')).toBe(true);
    expect(store.isAgreementAccepted('malee-id')).toBe(true);
  });

  it('keeps the latest players only, and reads a damaged list as nobody', () => {
    const store = createSessionStore();
    for (let n = 0; n <= REMEMBERED_AGREEMENT_PLAYERS; n += 1) store.setAgreementAccepted(`player-${n}`);
    store.clear();
    expect(store.isAgreementAccepted('player-0')).toBe(false);
    expect(store.isAgreementAccepted(`player-${REMEMBERED_AGREEMENT_PLAYERS}`)).toBe(true);
    localStorage.setItem(STORAGE_KEYS.agreementPlayers, '{not json');
    expect(store.isAgreementAccepted('player-1')).toBe(false);
    store.setAgreementAccepted('player-1');
    expect(store.isAgreementAccepted('player-1')).toBe(true);
  });

  it("ending a stale page's session leaves another tab's newer login and its data in place", () => {
    localStorage.setItem('token', 'somchai');
    const staleTab = createSessionStore();
    const otherTab = createSessionStore();
    otherTab.setToken('malee', true); // the other tab logs in as another player, remember me
    otherTab.setAgreementAccepted('malee-id');
    otherTab.setLastSync('2026-11-26T00:00:00.000Z');

    staleTab.clear(); // e.g. the server refused somchai's token on the stale tab
    expect(staleTab.getPageToken()).toBeNull();
    expect(localStorage.getItem('token')).toBe('malee');
    expect(localStorage.getItem(STORAGE_KEYS.agreement)).toBe('true');
    expect(otherTab.getLastSync()).toBe('2026-11-26T00:00:00.000Z');

    otherTab.clear(); // its own logout still removes everything of the session
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.agreement)).toBeNull();
  });

  it("keeps the page's own token when another tab logs in (remember) or out", () => {
    localStorage.setItem('token', 'somchai');
    const tab = createSessionStore();
    expect(tab.getPageToken()).toBe('somchai');
    expect(tab.changedElsewhere()).toBe(false);

    localStorage.setItem('token', 'malee'); // another tab's login with remember me
    expect(tab.getToken()).toBe('malee');
    expect(tab.getPageToken()).toBe('somchai');
    expect(tab.changedElsewhere()).toBe(true);
    expect(tab.adoptStored()).toBe('malee');
    expect(tab.changedElsewhere()).toBe(false);

    localStorage.removeItem('token'); // another tab's logout
    expect(tab.changedElsewhere()).toBe(true);
    expect(tab.adoptStored()).toBeNull();
  });

  it("a session-only token stays this tab's: another tab's remembered login does not change it", () => {
    const tab = createSessionStore();
    tab.setToken('somchai', false);
    localStorage.setItem('token', 'malee');
    expect(tab.getToken()).toBe('somchai');
    expect(tab.changedElsewhere()).toBe(false);
  });

  it("the page's token follows its own login and logout", () => {
    const tab = createSessionStore();
    expect(tab.getPageToken()).toBeNull();
    tab.setToken('somchai', true);
    expect(tab.getPageToken()).toBe('somchai');
    tab.clear();
    expect(tab.getPageToken()).toBeNull();
    expect(tab.changedElsewhere()).toBe(false);
  });
});

describe('watchStoredToken', () => {
  it('hears writes of the token and whole-storage clears, nothing else', () => {
    expect(touchesToken('token')).toBe(true);
    expect(touchesToken(null)).toBe(true);
    expect(touchesToken('locale')).toBe(false);

    const target = new EventTarget();
    const onChange = vi.fn();
    const stop = watchStoredToken(target as never, onChange);
    target.dispatchEvent(new StorageEvent('storage', { key: 'locale' }));
    target.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
    target.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
