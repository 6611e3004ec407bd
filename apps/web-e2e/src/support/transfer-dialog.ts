// The transfer modal as a player reaches it from home: a game card's actions, then Transfer (To preset to that game).
import type { Locator, Page } from '@playwright/test';

/** Opens the transfer modal from `game`'s card and returns it; `t` gives the screens texts of the page's language. */
export async function openGameTransfer(
  page: Page,
  t: (msgid: string) => string,
  game = 'PG Soft',
): Promise<Locator> {
  await page
    .getByRole('button', { name: new RegExp(`^${game}`) })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: game })
    .getByRole('button', { name: t('Transfer'), exact: true })
    .click();
  return page.getByRole('dialog', { name: t('Transfer'), exact: true });
}
