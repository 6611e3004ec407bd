// Browser tests of the home dashboard's game cards (issue 13) on both builds against the real sandbox: activation,
// the account modal, the five game-entry strategies reaching the sandbox's stand-in game site (new tab on the Thai
// build whose iframe flag is on, same window on the Laos build), no move offered with an empty wallet, and a
// javascript: URL opening nothing. The widgets and the agreement: home-dashboard.spec.ts.
import type { Locator, Page } from '@playwright/test';
import { formatAmount, type Locale } from '@wallet/domain';
import { expect, test, serverCount } from './fixtures';
import { NEWCOMER, apiAs, openHome, type WalletBody } from './support/home';
import { hideChatWidget } from './support/sandbox';
import { screenText } from './support/screen-text';

/** A game card, scrolled into the carousel's frame with the arrow keys (hidden slides are inert). */
async function card(page: Page, t: (id: string) => string, row: string, name: string): Promise<Locator> {
  const region = page.getByRole('region', { name: t(row) });
  const target = region.getByRole('button', { name: new RegExp(`^${name}\\b`) });
  // The row has loaded (its first visible card is there) before any key moves it.
  await expect(region.getByRole('button').first()).toBeVisible();
  for (let step = 0; step < 10 && !(await target.isVisible()); step += 1) {
    await region.getByRole('button').first().focus();
    await page.keyboard.press('ArrowRight');
  }
  await expect(target).toBeVisible();
  return target;
}

/** Opens an active card's actions dialog. */
async function gameActions(page: Page, t: (id: string) => string, row: string, name: string) {
  await (await card(page, t, row, name)).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Presses a button that enters a game and returns the page the game opened in: a new tab when the build's iframe
 * flag is on (Thai build), the same window otherwise (Laos build).
 */
async function enterGame(page: Page, locale: Locale, press: () => Promise<void>, url: RegExp): Promise<Page> {
  if (locale === 'th') {
    const popup = page.waitForEvent('popup');
    await press();
    const tab = await popup;
    await tab.waitForURL(url);
    return tab;
  }
  await press();
  await page.waitForURL(url);
  return page;
}

/** A field the stand-in game site received. */
const received = (site: Page, name: string) =>
  site.locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('+ dd');

test.describe('home dashboard games', () => {
  test.beforeEach(({ request }) => hideChatWidget(request));

  test('an inactive game is activated in place and turns active without a reload', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const t = (id: string) => screenText(l, id);
    const api = await apiAs(request);
    expect((await api.slot('SLOTXO')).isActive).toBe(false);
    await openHome(page, api.token);
    const closed = await card(page, t, 'Slot games', 'SlotXO');
    await expect(closed).toContainText(t('Activate'));
    await closed.click();
    await expect(await card(page, t, 'Slot games', 'SlotXO')).toContainText(formatAmount(0));
    await expect(await card(page, t, 'Slot games', 'SlotXO')).not.toContainText(t('Activate'));
    expect((await api.slot('SLOTXO')).isActive).toBe(true);
    expect(await serverCount(request, '/api/wallet/account/SLOTXO')).toBeGreaterThan(0);
  });

  test('the account modal shows the login, reveals the password and resets it after a confirm', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const t = (id: string) => screenText(l, id);
    const api = await apiAs(request);
    const pg = await api.slot('pg');
    await openHome(page, api.token);
    const actions = await gameActions(page, t, 'Slot games', 'PG Soft');
    await actions.getByRole('button', { name: t('Account') }).click();
    const dialog = page.getByRole('dialog', { name: t('{name} account').replace('{name}', 'PG Soft') });
    await expect(dialog.getByText(pg.username)).toBeVisible();
    await expect(dialog.getByText(pg.password)).toHaveCount(0);
    await dialog.getByRole('button', { name: t('Show password') }).click();
    await expect(dialog.getByText(pg.password)).toBeVisible();
    await dialog.getByRole('button', { name: t('Reset password') }).click();
    const confirm = page.getByRole('alertdialog', {
      name: t('Reset the password of {name}?').replace('{name}', 'PG Soft'),
    });
    await confirm.getByRole('button', { name: t('Reset password') }).click();
    await expect.poll(async () => (await api.slot('pg')).password).not.toBe(pg.password);
    await expect(dialog.getByText((await api.slot('pg')).password)).toBeVisible();
  });

  for (const game of [
    { code: 'pg', name: 'PG Soft', row: 'Slot games', kind: 'auto-login' },
    { code: 'JOKER', name: 'Joker123', row: 'Slot games', kind: 'form post' },
    { code: 'SUPERSLOT', name: 'Superslot', row: 'Slot games', kind: 'credential URL' },
    { code: 'SEXYGAME', name: 'Sexy Baccarat', row: 'Sport and casino', kind: 'site' },
    { code: 'LOTTOVIP', name: 'Lotto VIP', row: 'Lotto', kind: 'web URL' },
  ]) {
    test(
      `${game.code} (${game.kind}) reaches its game site with the right login, in a new tab only with the iframe flag`,
      { tag: '@laos' },
      async ({ page, request, defaultLocale: l }) => {
        const t = (id: string) => screenText(l, id);
        const api = await apiAs(request);
        if (!(await api.slot(game.code)).isActive) await api.activate(game.code);
        const slot = await api.slot(game.code);
        await openHome(page, api.token);
        const actions = await gameActions(page, t, game.row, game.name);
        const site = await enterGame(
          page,
          l,
          () => actions.getByRole('button', { name: t('Play'), exact: true }).click(),
          new RegExp(`/__games/${game.code.toLowerCase()}`),
        );
        await expect(
          site.getByRole('heading', { name: `Stand-in game ${game.code.toLowerCase()}` }),
        ).toBeVisible();
        switch (game.kind) {
          case 'auto-login':
            expect(site.url()).toContain('/__games/pg/launch?');
            await expect(received(site, 'user')).toHaveText(slot.username);
            await expect(received(site, 'token')).toHaveText(/^[0-9a-f]{32}$/);
            break;
          case 'form post':
            await expect(site.locator('#method')).toHaveText('POST');
            for (const [name, value] of Object.entries(slot.event))
              await expect(received(site, name)).toHaveText(value);
            expect(Object.keys(slot.event).length).toBeGreaterThan(0);
            break;
          case 'credential URL':
            await expect(received(site, 'username')).toHaveText(slot.username);
            await expect(received(site, 'password')).toHaveText(slot.password);
            break;
          default:
            expect(new URL(site.url()).href).toBe(slot.web);
            await expect(site.locator('#method')).toHaveText('GET');
        }
        if (l === 'th') await expect(page).toHaveURL(/\/user\/home$/);
      },
    );
  }

  // Moving the wallet and playing (a funded wallet, an empty game): withdraw-destination.spec.ts.
  test('with an empty wallet no move is offered: Play leads and opens the game without a transfer request', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const t = (id: string) => screenText(l, id);
    const api = await apiAs(request, NEWCOMER.phone, NEWCOMER.password);
    await api.activate('pg');
    expect((await api.wallet()).wallet.amount).toBe(0);
    await openHome(page, api.token);
    const actions = await gameActions(page, t, 'Slot games', 'PG Soft');
    const [before = '', after = ''] = t('Move {0} and play').split('{0}');
    await expect(actions.getByRole('button', { name: new RegExp(`^${before}.+${after}$`) })).toHaveCount(0);
    const play = actions.getByRole('button', { name: t('Play'), exact: true });
    await expect(play).toHaveClass(/wk-button--primary/);
    await enterGame(page, l, () => play.click(), /\/__games\/pg\/launch\?/);
    expect(await serverCount(request, '/api/wallet/transferAll')).toBe(0);
  });

  test('a javascript: game URL opens nothing and says why', async ({ page, request, defaultLocale: l }) => {
    const t = (id: string) => screenText(l, id);
    const api = await apiAs(request);
    // The server answers a game whose login URL is a javascript: URL.
    await page.route('**/api/wallet', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as WalletBody;
      for (const slot of body.slots)
        if (slot.code === 'JOKER') slot.web = 'javascript:alert(document.domain)';
      await route.fulfill({ response, json: body });
    });
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const popups: Page[] = [];
    page.on('popup', (p) => popups.push(p));
    await openHome(page, api.token);
    const actions = await gameActions(page, t, 'Slot games', 'Joker123');
    await actions.getByRole('button', { name: t('Play'), exact: true }).click();
    await expect(page.getByRole('alertdialog', { name: t('The game could not be opened') })).toBeVisible();
    await expect(page).toHaveURL(/\/user\/home$/);
    expect(popups).toEqual([]);
    expect(dialogs).toEqual([]);
  });
});
