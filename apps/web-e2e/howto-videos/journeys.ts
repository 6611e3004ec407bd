// The five /howto journeys (docs/product.md#howto) as make-howto-videos.ts films them: each logs in as a seed account
// of the sandbox and walks the screens, one captioned step at a time.
import type { Locator, Page } from '@playwright/test';
import { storeOnEveryLoad } from '../src/support/stored';
import type { Film } from './film';

/** Seed accounts of the sandbox (apps/sandbox-api/README.md): the demo player, and Malee who holds a bonus. */
const DEMO = { phone: '0812345678', password: 'demo1234' };
const BONUS_HOLDER = { phone: '0845678901', password: 'bonus1234' };
/** The chat invitation bubble's close button in every language (chat-sdk's texts). */
const HIDE_CHAT_INVITE = /^(Hide the chat invitation|ซ่อนข้อความชวนคุย|ເຊື່ອງຂໍ້ຄວາມເຊີນລົມ)$/;

async function hideChatInvite(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: HIDE_CHAT_INVITE });
  await close.waitFor({ state: 'visible', timeout: 3000 }).catch(() => undefined);
  if (await close.isVisible()) await close.click();
}

/** Logs in through the API and opens `path` with the token stored and the agreement already accepted. */
async function openAs(page: Page, account: { phone: string; password: string }, at: string): Promise<void> {
  const answer = await page.request.post('/api/login', {
    data: { username: account.phone, password: account.password },
  });
  const { token } = (await answer.json()) as { token: string };
  await storeOnEveryLoad(page, { token, agreement: 'true' });
  await page.goto(at);
  await hideChatInvite(page);
}

const dialog = (film: Film, name: string) => film.page.getByRole('dialog', { name, exact: true });
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
/** A game card on the home page, by the game's name (its accessible name starts with it). */
const gameCard = (page: Page, game: string) =>
  page.getByRole('button', { name: new RegExp(`^${game}`) }).first();

/** The five journeys in docs/product.md#howto, in the page's order; each films one tutorial from a fresh sandbox. */
export const JOURNEYS: Record<string, { title: string; film: (film: Film) => Promise<void> }> = {
  wallet: {
    title: 'Using your wallet',
    async film(f) {
      const { page } = f;
      await page.goto('/login');
      await hideChatInvite(page);
      await page.getByRole('textbox', { name: f.text('Phone number'), exact: true }).fill(DEMO.phone);
      await page.getByRole('textbox', { name: f.text('Password'), exact: true }).fill(DEMO.password);
      const logIn = button(page, f.text('Log in'));
      await f.step(f.say('login'), logIn);
      await logIn.click();
      const accept = button(dialog(f, f.text('Agreement')), f.text('Accept'));
      await accept.waitFor();
      await hideChatInvite(page);
      await f.step(f.say('agree', f.text('Accept')), accept);
      await accept.click();
      await dialog(f, f.text('Agreement')).waitFor({ state: 'detached' });
      await page.getByText(f.text('Total balance')).first().waitFor();
      await f.step(f.say('home'));
      const deposit = button(page, f.text('Deposit'));
      await deposit.scrollIntoViewIfNeeded();
      await f.step(f.say('deposit', f.text('Deposit')), deposit);
      await deposit.click();
      await dialog(f, f.text('Deposit')).getByText(f.text('Bank transfer')).first().waitFor();
      await f.step(f.say('depositOpen'));
      await page.keyboard.press('Escape');
      const withdraw = button(page, f.text('Withdraw'));
      await f.step(f.say('withdraw', f.text('Withdraw')), withdraw);
      await withdraw.click();
      await dialog(f, f.text('Withdraw'))
        .getByRole('textbox', { name: f.text('Amount (baht)') })
        .fill('100');
      await f.step(
        f.say('withdraw', f.text('Withdraw')),
        button(dialog(f, f.text('Withdraw')), f.text('Confirm withdrawal')),
      );
      await page.keyboard.press('Escape');
      const game = gameCard(page, 'PG Soft');
      await game.scrollIntoViewIfNeeded();
      await f.step(f.say('transfer', f.text('Transfer')), game);
      await game.click();
      const transfer = button(dialog(f, 'PG Soft'), f.text('Transfer'));
      await f.step(f.say('transfer', f.text('Transfer')), transfer);
      await transfer.click();
      const transferDialog = dialog(f, f.text('Transfer'));
      await transferDialog.getByRole('textbox', { name: f.text('Amount (baht)') }).fill('100');
      await f.step(f.say('transferOpen'), button(transferDialog, f.text('Confirm transfer')));
    },
  },
  play: {
    title: 'How to play',
    async film(f) {
      const { page } = f;
      await openAs(page, DEMO, '/user/home');
      const slots = page.getByRole('heading', { name: f.text('Slot games') });
      await slots.waitFor();
      await slots.evaluate((el) => {
        el.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -72); // below the sticky top bar
      });
      await f.step(f.say('rows', f.text('Slot games'), f.text('Sport and casino'), f.text('Lotto')));
      const game = gameCard(page, 'PG Soft');
      await f.step(f.say('tapGame'), game);
      await game.click();
      const actions = dialog(f, 'PG Soft');
      await actions.waitFor();
      await f.step(f.say('tapGame'));
      await f.step(
        f.say('play', f.text('Play'), f.text('Transfer and play')),
        button(actions, f.text('Play')),
      );
      await f.step(
        f.say('play', f.text('Play'), f.text('Transfer and play')),
        button(actions, f.text('Transfer and play')),
      );
    },
  },
  balance: {
    title: 'Checking your balance',
    async film(f) {
      const { page } = f;
      await openAs(page, DEMO, '/user/home');
      await page.getByText(f.text('Total balance')).first().waitFor();
      await f.step(f.say('total'), page.getByText(f.text('Total balance')).first());
      const refresh = button(page, f.text('Refresh balance'));
      await f.step(f.say('refresh', f.text('Refresh balance')), refresh);
      await refresh.click();
      await page.waitForTimeout(800);
      const sync = page.getByText(f.text('Game balances synced'), { exact: true });
      await f.step(f.say('sync', f.text('Game balances synced')), sync);
      await f.step(f.say('cards'), gameCard(page, 'PG Soft'));
      const statement = page.getByRole('link', { name: f.text('Statement') });
      await f.step(f.say('statement', f.text('Statement')), statement);
      await statement.click();
      await page.getByRole('row').nth(1).waitFor();
      await f.step(f.say('statementList'));
    },
  },
  bonus: {
    title: 'Getting a bonus',
    async film(f) {
      const { page } = f;
      await openAs(page, DEMO, '/user/home');
      const widget = button(page, f.text('Bonus'));
      await widget.scrollIntoViewIfNeeded();
      await f.step(f.say('bonusWidget', f.text('Bonus')), widget);
      await widget.click();
      const field = page.getByRole('textbox', { name: f.text('Promotion code') });
      await field.waitFor();
      await f.step(f.say('bonusCards'));
      await field.pressSequentially('NEWYEAR');
      const search = button(page, f.text('Search'));
      await f.step(f.say('promoCode', f.text('Search')), search);
      await search.click();
      const take = page.getByRole('button', { name: f.text('Activate promotion') });
      await take.waitFor();
      await take.scrollIntoViewIfNeeded();
      await f.step(f.say('promoFound', f.text('Activate promotion')), take);
      const daily = page.getByRole('button', { name: f.text('Activate {0}').replace('{0}', 'DAILY10') });
      await daily.scrollIntoViewIfNeeded();
      await f.step(f.say('bonusActivate', f.text('Activate')), daily);
      await daily.click();
      const current = page.getByText(f.text('Current bonus'), { exact: true }).first();
      await current.waitFor();
      await current.scrollIntoViewIfNeeded();
      await f.step(f.say('bonusCurrent'), current);
    },
  },
  bonusCancel: {
    title: 'Cancelling a bonus',
    async film(f) {
      const { page } = f;
      await openAs(page, BONUS_HOLDER, '/user/bonus');
      const cancel = button(page, f.text('Cancel bonus'));
      await cancel.waitFor();
      await f.step(f.say('cancelCurrent'));
      await cancel.scrollIntoViewIfNeeded();
      await f.step(f.say('cancelTap', f.text('Cancel bonus')), cancel);
      await cancel.click();
      const confirm = page.getByRole('alertdialog', { name: f.text('Cancel the bonus?') });
      const yes = button(confirm, f.text('Cancel bonus'));
      await yes.waitFor();
      await f.step(f.say('cancelConfirm', f.text('Cancel bonus')), yes);
      await yes.click();
      const field = page.getByRole('textbox', { name: f.text('Promotion code') });
      await field.waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await f.step(f.say('cancelDone'));
    },
  },
};
