import { describe, expect, it } from 'vitest';
import { AUTO_LOGIN_GAMES, credentialUrl, gameEntry, gameTarget } from './game-entry';
import { playPlan } from './play-mode';

const joker = {
  code: 'JOKER',
  web: 'https://joker.example/login',
  username: 'u1',
  password: 'p1',
  event: { token: 'abc', ts: 5 },
};

describe('gameEntry', () => {
  it.each(AUTO_LOGIN_GAMES)('%s logs in automatically', (code) => {
    expect(gameEntry({ code }, { iframe: true })).toEqual({
      kind: 'autoLogin',
      game: code,
      target: 'newTab',
    });
    expect(gameEntry({ code: code.toUpperCase() }, { iframe: false })).toEqual({
      kind: 'autoLogin',
      game: code,
      target: 'sameWindow',
    });
  });

  it.each(['JOKER', 'SLOTXO', 'UFABET'])('%s posts a login form to the game site', (code) => {
    expect(gameEntry({ ...joker, code }, { iframe: false })).toEqual({
      kind: 'formPost',
      action: 'https://joker.example/login',
      fields: { token: 'abc', ts: '5' },
      target: 'sameWindow',
    });
  });

  it('takes the form action from the build config when given', () => {
    const entry = gameEntry(
      { ...joker, event: null },
      { iframe: true, customGameUrls: { joker: 'https://custom.example/post' } },
    );
    expect(entry).toEqual({
      kind: 'formPost',
      action: 'https://custom.example/post',
      fields: {},
      target: 'newTab',
    });
  });

  it('refuses an unsafe form action', () => {
    expect(gameEntry({ ...joker, web: 'javascript:alert(1)' }, { iframe: true })).toEqual({
      kind: 'unavailable',
    });
    expect(gameEntry({ code: 'UFABET' }, { iframe: true })).toEqual({ kind: 'unavailable' });
  });

  it('opens SUPERSLOT with the credentials in the URL', () => {
    const account = {
      code: 'SUPERSLOT',
      web: 'https://superslot.example/login?lang=th',
      username: 'u 1',
      password: 'p&1',
    };
    expect(gameEntry(account, { iframe: false })).toEqual({
      kind: 'open',
      url: 'https://superslot.example/login?lang=th&username=u+1&password=p%261',
      target: 'sameWindow',
    });
    expect(
      gameEntry({ code: 'superslot' }, { iframe: true, customGameUrls: { SUPERSLOT: 'https://s.example/' } }),
    ).toEqual({
      kind: 'open',
      url: 'https://s.example/?username=&password=',
      target: 'newTab',
    });
    expect(gameEntry({ code: 'SUPERSLOT', web: 'data:text/html,x' }, { iframe: false })).toEqual({
      kind: 'unavailable',
    });
  });

  it('opens the SEXYGAME site, from the build config first', () => {
    expect(gameEntry({ code: 'SEXYGAME', web: 'https://sexy.example' }, { iframe: true })).toEqual({
      kind: 'open',
      url: 'https://sexy.example',
      target: 'newTab',
    });
    expect(
      gameEntry(
        { code: 'SEXYGAME', web: 'https://sexy.example' },
        { iframe: true, customGameUrls: { SEXYGAME: 'https://other.example', X: undefined } },
      ),
    ).toEqual({ kind: 'open', url: 'https://other.example', target: 'newTab' });
  });

  it.each([
    [
      { code: 'LOTTO', web: 'https://lotto.example/play' },
      { kind: 'open', url: 'https://lotto.example/play', target: 'sameWindow' },
    ],
    [{ code: 'LOTTO', web: null }, { kind: 'unavailable' }],
    [{ code: 'LOTTO', web: 'javascript:alert(document.cookie)' }, { kind: 'unavailable' }],
    [{ code: 'LOTTO', web: '/relative' }, { kind: 'unavailable' }],
  ])('any other game opens its safe web URL: %j', (account, entry) => {
    expect(gameEntry(account, { iframe: false })).toEqual(entry);
  });

  it('builds credential URLs and targets', () => {
    expect(credentialUrl('https://a.example/x', 'u', 'p')).toBe('https://a.example/x?username=u&password=p');
    expect(gameTarget(true)).toBe('newTab');
    expect(gameTarget(false)).toBe('sameWindow');
  });
});

describe('playPlan', () => {
  it.each([
    ['transferAndPlay', 250, { transferAllAmount: 250, openGame: true, focusAmount: false }],
    ['transferAndPlay', 0, { transferAllAmount: null, openGame: true, focusAmount: false }],
    ['transferAndPlay', -1, { transferAllAmount: null, openGame: true, focusAmount: false }],
    ['play', 250, { transferAllAmount: null, openGame: true, focusAmount: false }],
    ['transferOnly', 250, { transferAllAmount: null, openGame: false, focusAmount: true }],
  ] as const)('%s with wallet %s', (mode, wallet, plan) => {
    expect(playPlan(mode, wallet)).toEqual(plan);
  });
});
