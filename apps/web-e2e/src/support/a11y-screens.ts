// Every screen and modal the accessibility harness checks (sweep.spec.ts checks each with axe and the 360 px layout checks).
// A new screen is one line: `guestPage('/promo')`, `playerPage('/user/transfer')`, or a modal on it:
// `withModal(playerPage('/user/transfer'), 'confirm transfer', opensDialog('Transfer', 'Confirm transfer'))`.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatMoney, type Locale } from '@wallet/domain';
import { expect, test } from '../fixtures';
import { depositChoice, depositMethod } from './deposit-dialog';
import { OPEN_CHAT, amountLabel, escapeRegExp, screenText } from './screen-text';
import { openGameTransfer } from './transfer-dialog';

/** What an opener gets: the page (already on the route, in the language), the language and its screens texts. */
export interface OpenContext {
  page: Page;
  locale: Locale;
  /** A screens text (English msgid) in the current language. */
  t: (msgid: string) => string;
  request: APIRequestContext;
  /** 0, 1, 2 for the languages checked one after another: for values that must differ per run (phone numbers). */
  run: number;
}

/** Brings the page into the state to check; returns the dialog when it opens one (the harness waits for it). */
export type Opener = (ctx: OpenContext) => Promise<Locator | void>;

export interface A11yScreen {
  /** The URL path visited. */
  route: string;
  /** `guest`: no session; `player`: the demo player logged in first (remember me on). */
  as: 'guest' | 'player';
  /** The page is inside a shell with the support chat launcher (waited for, so it is part of the check). */
  chat: boolean;
  /** The player has not accepted the agreement yet (its modal opens by itself on home). */
  agreementPending?: boolean;
  /** Sandbox switches set before the first visit (POST /__sandbox/switches). */
  switches?: Record<string, unknown>;
  /** The modal or state the report names; with `open`. */
  modal?: string;
  open?: Opener;
}

type Switches = Record<string, unknown>;

/** A page of the guest shell (bottom menu, chat launcher). */
export const guestPage = (route: string, switches?: Switches): A11yScreen => ({
  route,
  as: 'guest',
  chat: true,
  ...(switches ? { switches } : {}),
});
/** A page outside both shells (no menu, no chat), visited as a guest. */
export const barePage = (route: string): A11yScreen => ({ route, as: 'guest', chat: false });
/** A page of the player shell, visited as the demo player. */
export const playerPage = (route: string, switches?: Switches): A11yScreen => ({
  route,
  as: 'player',
  chat: true,
  ...(switches ? { switches } : {}),
});
/** The same page after `open` ran: a modal, a wizard step, an error state. */
export const withModal = (screen: A11yScreen, modal: string, open: Opener): A11yScreen => ({
  ...screen,
  modal,
  open,
});

/**
 * The loading dialog a tap answers with while the dialog's code downloads (libs/screens shared/loading-dialog, its id):
 * transient, like a loader.
 */
export const LOADING_DIALOG = '#wallet-loading-dialog';

/** Clicks the button named by a screens text and returns the dialog it opens (named by `dialog`, default the same). */
export const opensDialog =
  (button: string, dialog = button): Opener =>
  async ({ page, t }) => {
    await page.getByRole('button', { name: t(button), exact: true }).click();
    return page.getByRole('dialog', { name: t(dialog) });
  };

/** Opens the support chat panel from its launcher (chat-sdk texts). */
export const opensChat: Opener = async ({ page }) => {
  await page.getByRole('button', { name: OPEN_CHAT }).click();
  return page.getByRole('dialog');
};

/** Submits the login form empty: every field shows its required message. */
const loginRequiredErrors: Opener = async ({ page, t }) => {
  await page.getByRole('button', { name: t('Log in'), exact: true }).click();
  await expect(page.getByRole('textbox', { name: t('Phone number'), exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
};

/** Change password with a wrong current password: the 'not changed' alert over the form (nothing is changed). */
const passwordNotChanged: Opener = async (ctx) => {
  const { page, t } = ctx;
  const form = await opensDialog('Change password')(ctx);
  if (!form) throw new Error('no change password dialog');
  await form.getByRole('textbox', { name: t('Current password'), exact: true }).fill('not-my-password');
  await form.getByRole('textbox', { name: t('New password'), exact: true }).fill('fresh-pass-1');
  await form.getByRole('textbox', { name: t('Confirm new password'), exact: true }).fill('fresh-pass-1');
  await form.getByRole('button', { name: t('Save password') }).click();
  return page.getByRole('alertdialog', { name: t('The password was not changed') });
};

/**
 * Register step 1 -> the next step, with a new phone number per run (no account is created): ten digits that are
 * also a Lao mobile number (20 + 8 digits), so both builds' phone rules take it.
 */
const registerPhone: Opener = async ({ page, t, run }) => {
  await page.getByRole('textbox', { name: t('Phone number'), exact: true }).fill(`205551234${run}`);
  await page.getByRole('button', { name: t('Next'), exact: true }).click();
};

/** Step 2 (OTP): the sandbox sends a code to the new phone; nothing is registered. */
const registerOtpStep: Opener = async (ctx) => {
  await registerPhone(ctx);
  await expect(ctx.page.getByRole('textbox', { name: ctx.t('OTP code') })).toBeVisible();
};

/** Step 3 (profile), reached with the OTP switch off. */
const registerProfileStep: Opener = async (ctx) => {
  await registerPhone(ctx);
  await expect(ctx.page.getByRole('heading', { name: ctx.t('Your profile') })).toBeVisible();
};

/** Step 4 (bank): the profile is only validated by the server (POST /api/account/validate), not registered. */
const registerBankStep: Opener = async (ctx) => {
  const { page, t } = ctx;
  await registerProfileStep(ctx);
  await page.getByRole('textbox', { name: t('Name'), exact: true }).fill('Mali Newplayer');
  await page.getByRole('textbox', { name: t('Password'), exact: true }).fill('fresh1234');
  await page.getByRole('textbox', { name: t('Confirm password'), exact: true }).fill('fresh1234');
  await page.getByRole('combobox', { name: t('How did you hear about us?') }).selectOption({ index: 1 });
  await page.getByRole('button', { name: t('Next'), exact: true }).click();
  await expect(page.getByRole('heading', { name: t('Your bank account') })).toBeVisible();
};

/** Edit profile with a new account number: the old and new account side by side before saving (nothing is saved). */
const editProfileBankConfirm: Opener = async (ctx) => {
  const { page, t } = ctx;
  const form = await opensDialog('Edit profile')(ctx);
  if (!form) throw new Error('no edit profile dialog');
  await expect(
    form.getByRole('combobox', { name: t('Bank'), exact: true }).locator('option'),
  ).not.toHaveCount(1);
  await form.getByRole('textbox', { name: t('Account number'), exact: true }).fill('5550001111');
  await form.getByRole('button', { name: t('Save'), exact: true }).click();
  return page.getByRole('alertdialog', { name: t('Change your bank account?') });
};

/** The withdraw modal from its home widget. */
const withdrawModal: Opener = async (ctx) => {
  return opensDialog('Withdraw')(ctx);
};

/** The transfer modal from the PG Soft card's Transfer action (To preset, the focus on the amount). */
const transferModal: Opener = async ({ page, t, locale }) => {
  const dialog = await openGameTransfer(page, t);
  await expect(dialog.getByRole('textbox', { name: amountLabel(locale) })).toBeFocused();
  return dialog;
};

/** Home: the agreement modal, about 1.5 s after load (for a player who has not accepted it). */
const homeAgreement: Opener = async ({ page, t }) => page.getByRole('dialog', { name: t('Agreement') });

/** Home: the actions of an active game card (PG Soft). */
const homeGameActions: Opener = async ({ page }) => {
  await page
    .getByRole('button', { name: /^PG Soft/ })
    .first()
    .click();
  return page.getByRole('dialog', { name: 'PG Soft' });
};

/** Home: the slot account modal of PG Soft with the password revealed. */
const homeSlotAccount: Opener = async (ctx) => {
  const actions = await homeGameActions(ctx);
  if (!actions) throw new Error('no game actions dialog');
  await actions.getByRole('button', { name: ctx.t('Account'), exact: true }).click();
  const dialog = ctx.page.getByRole('dialog', { name: ctx.t('{name} account').replace('{name}', 'PG Soft') });
  await dialog.getByRole('button', { name: ctx.t('Show password') }).click();
  return dialog;
};

/** Home: the reset-password confirm over the slot account modal. */
const homeResetConfirm: Opener = async (ctx) => {
  const account = await homeSlotAccount(ctx);
  if (!account) throw new Error('no slot account dialog');
  await account.getByRole('button', { name: ctx.t('Reset password'), exact: true }).click();
  return ctx.page.getByRole('alertdialog', {
    name: ctx.t('Reset the password of {name}?').replace('{name}', 'PG Soft'),
  });
};

/** Home: the invite-bonus receive confirm. */
const homeInviteConfirm: Opener = async ({ page, t }) => {
  await page
    .getByRole('region', { name: t('Invite bonus') })
    .getByRole('button', { name: t('Receive'), exact: true })
    .click();
  return page.getByRole('alertdialog', { name: t('Receive the invite bonus?') });
};

/** /user/spin: Claim on the demo player's claimable coupon opens the claim modal named by its slice label. */
const spinClaim: Opener = async ({ page, t }) => {
  await page.getByRole('button', { name: t('Claim {0}').replace('{0}', '50฿') }).click();
  return page.getByRole('dialog', { name: '50฿' });
};

/** /user/spin: a claim of the expired coupon, refused by the server: the error alert. */
const spinClaimRefused: Opener = async ({ page, t }) => {
  await page.getByRole('button', { name: t('Claim {0}').replace('{0}', '10฿') }).click();
  await page
    .getByRole('dialog', { name: '10฿' })
    .getByRole('button', { name: t('Confirm'), exact: true })
    .click();
  return page.getByRole('alertdialog', { name: t('The coupon was not claimed') });
};

/** /user/spin: one spin (a coin per language run; the demo player has 3), then the prize modal after the stop. */
const spinPrize: Opener = async ({ page, t }) => {
  const [before = '', after = ''] = t('Spin (coins left: {left})').split('{left}');
  await page
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(before)}\\d+${escapeRegExp(after)}$`) })
    .click();
  return page.getByRole('dialog', { name: t('You got a coupon!') });
};

/** Home: a reward widget (Invite, Refund) opens its banner carousel first. */
const rewardBanners =
  (widget: 'Invite' | 'Refund', carousel: string): Opener =>
  async ({ page, t }) => {
    await page.getByRole('button', { name: t(widget), exact: true }).click();
    return page.getByRole('dialog', { name: t(carousel) });
  };

/** Home: the invite or refund modal itself, after closing its banners. */
const rewardModal =
  (widget: 'Invite' | 'Refund', carousel: string, modal: string): Opener =>
  async (ctx) => {
    const banners = await rewardBanners(widget, carousel)(ctx);
    if (!banners) throw new Error('no banner carousel');
    await banners.getByRole('button', { name: ctx.t('Close'), exact: true }).click();
    const dialog = ctx.page.getByRole('dialog', { name: ctx.t(modal), exact: true });
    await expect(dialog.getByRole('table')).toBeVisible();
    return dialog;
  };

/** /user/bonus: a promotion found by its code (description, notice, Activate). */
const bonusPromotionFound: Opener = async ({ page, t }) => {
  await page.getByRole('textbox', { name: t('Promotion code') }).fill('newyear');
  await page.getByRole('button', { name: t('Search'), exact: true }).click();
  await expect(page.getByRole('button', { name: t('Activate promotion') })).toBeVisible();
};

/** /user/bonus: FREE50 was received already: the activation's error alert. */
const bonusPromotionRefused: Opener = async ({ page, t }) => {
  await page.getByRole('textbox', { name: t('Promotion code') }).fill('FREE50');
  await page.getByRole('button', { name: t('Search'), exact: true }).click();
  await page.getByRole('button', { name: t('Activate promotion') }).click();
  return page.getByRole('alertdialog', { name: t('The promotion could not be activated') });
};

/** The deposit modal from its home widget, optionally with one section opened. */
const depositModal =
  (section?: 'qr' | 'gift' | 'slip'): Opener =>
  async ({ page, t, locale }) => {
    // The heaviest modal of the table (five QR providers, three forms) checked in three languages: on a loaded
    // machine axe alone can take most of the default 30 s, so these entries get 90 s.
    test.info().setTimeout(Math.max(test.info().timeout, 90_000));
    await page.getByRole('button', { name: t('Deposit'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('Deposit') });
    await expect(depositChoice(dialog, t)).toBeVisible();
    if (section === 'qr') {
      const qr = await depositMethod(dialog, t, 'QR payment');
      await qr.getByRole('button', { name: /WW/ }).click();
      // The code of an earlier language's run may still be live (the sandbox is shared): then it is shown as is.
      const create = qr.getByRole('button', { name: t('Create QR code') });
      await expect(create.or(qr.getByRole('timer'))).toBeVisible();
      if (await create.isVisible()) {
        await qr.getByRole('button', { name: formatMoney(200, 'BAHT', locale) }).click();
        await create.click();
      }
      await expect(qr.getByRole('timer')).toBeVisible();
    } else if (section === 'gift') {
      const wallet = await depositMethod(dialog, t, 'True Wallet');
      await wallet.getByRole('textbox', { name: t('Gift link') }).fill('not a gift link');
      await wallet.getByRole('button', { name: t('Send gift link') }).click();
      await expect(wallet.getByRole('textbox', { name: t('Gift link') })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    } else if (section === 'slip') {
      await dialog.getByRole('button', { name: t('Upload a slip') }).click();
      await expect(dialog.getByRole('region', { name: t('Upload a slip') })).toBeVisible();
    }
    return dialog;
  };

const noOtp = { registerOTP: false };

/**
 * The list. The language dropdown is not here as a modal: it is a native `<select>` (no popup of the page's own),
 * checked as part of every page that shows it.
 */
export const A11Y_SCREENS: readonly A11yScreen[] = [
  guestPage('/login'),
  withModal(guestPage('/login'), 'required-field errors', loginRequiredErrors),
  withModal(guestPage('/login'), 'support chat', opensChat),
  guestPage('/register'),
  withModal(guestPage('/register'), 'step 2 OTP', registerOtpStep),
  withModal(guestPage('/register', noOtp), 'step 3 profile', registerProfileStep),
  withModal(guestPage('/register', noOtp), 'step 4 bank', registerBankStep),
  guestPage('/howto'),
  withModal(guestPage('/howto'), 'how-to video', opensDialog('Using your wallet')),
  guestPage('/contact'),
  barePage('/terminated'),
  barePage('/no/such/page'),
  // Opened as a player who accepted the agreement (openAsPlayer), except in its own entry below: its modal would open
  // by itself about 1.5 s after home and cover the screen checked.
  playerPage('/user/home'),
  withModal(playerPage('/user/home'), 'conditions', opensDialog('Conditions')),
  withModal(playerPage('/user/home'), 'support chat', opensChat),
  withModal(playerPage('/user/home'), 'transfer', transferModal),
  withModal(playerPage('/user/home'), 'withdraw', withdrawModal),
  withModal(playerPage('/user/home'), 'deposit', depositModal()),
  withModal(playerPage('/user/home'), 'deposit QR code', depositModal('qr')),
  withModal(playerPage('/user/home'), 'deposit gift link error', depositModal('gift')),
  withModal(playerPage('/user/home'), 'deposit slip upload', depositModal('slip')),
  { ...withModal(playerPage('/user/home'), 'agreement', homeAgreement), agreementPending: true },
  withModal(playerPage('/user/home'), 'game actions', homeGameActions),
  withModal(playerPage('/user/home'), 'slot account', homeSlotAccount),
  withModal(playerPage('/user/home'), 'reset game password confirm', homeResetConfirm),
  withModal(playerPage('/user/home'), 'invite bonus confirm', homeInviteConfirm),
  playerPage('/user/profile'),
  withModal(playerPage('/user/profile'), 'change password', opensDialog('Change password')),
  withModal(playerPage('/user/profile'), 'password not changed', passwordNotChanged),
  withModal(playerPage('/user/profile'), 'edit profile', opensDialog('Edit profile')),
  withModal(playerPage('/user/profile'), 'bank account change confirmation', editProfileBankConfirm),
  playerPage('/user/statement'),
  withModal(playerPage('/user/statement'), 'slip status', opensDialog('Upload status')),
  withModal(playerPage('/user/home'), 'invite banners', rewardBanners('Invite', 'Invite promotions')),
  withModal(playerPage('/user/home'), 'invite', rewardModal('Invite', 'Invite promotions', 'Invite friends')),
  withModal(playerPage('/user/home'), 'refund banners', rewardBanners('Refund', 'Refund promotions')),
  withModal(playerPage('/user/home'), 'refund', rewardModal('Refund', 'Refund promotions', 'Refund')),
  playerPage('/user/bonus'),
  withModal(playerPage('/user/bonus'), 'promotion found', bonusPromotionFound),
  withModal(playerPage('/user/bonus'), 'promotion refused', bonusPromotionRefused),
  playerPage('/user/contact'),
  // /howto opened by a player (another tab, a link): the videos inside the player shell.
  playerPage('/user/howto'),
  playerPage('/user/spin'),
  withModal(playerPage('/user/spin'), 'prize', spinPrize),
  withModal(playerPage('/user/spin'), 'claim coupon', spinClaim),
  withModal(playerPage('/user/spin'), 'claim refused', spinClaimRefused),
  withModal(playerPage('/user/spin', { spinActive: false }), 'wheel not active', async ({ page, t }) => {
    await expect(
      page.getByRole('heading', { name: t('The prize wheel is not active right now') }),
    ).toBeVisible();
  }),
];

/** The screens text function of one language. */
export const textsOf =
  (locale: Locale) =>
  (msgid: string): string =>
    screenText(locale, msgid);
