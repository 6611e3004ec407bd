// Wire views: the JSON the routes send for state objects (baht numbers, ISO dates). Each `satisfies` its schema in
// the generated types, so a field the document lacks (or a wrong type) fails `tsc`.
import type { Schema } from '@wallet/api-client';
import { accountCurrency, FORM_POST_GAMES } from '@wallet/domain';
import { GAME_SITE, type BankDefinition } from '../seed/catalogue';
import { toBaht } from '../money';
import { gameDefinition } from './players';
import type {
  BonusDefinition,
  ChatMessage,
  Coupon,
  GameAccount,
  Invitee,
  Player,
  RefundLog,
  Slip,
  Statement,
  UserBonus,
  WheelSlice,
} from './types';

/** Profile in docs/product.md#profile. */
export function profileView(player: Player) {
  return {
    _id: player._id,
    username: player.username,
    name: player.name,
    bankCode: player.bankCode,
    bankAccountName: player.bankAccountName,
    bankAccountNo: player.bankAccountNo,
    createdAt: player.createdAt.toISOString(),
    coin: player.coin,
    currency: accountCurrency(player.currency),
  } satisfies Schema<'Profile'>;
}

/** Form tokens of a game whose login is a posted form. */
function eventTokens(account: GameAccount): Record<string, string> {
  if (!(FORM_POST_GAMES as readonly string[]).includes(account.code) || !account.isActive) return {};
  return {
    __VIEWSTATE: `vs-${account.code}-${account.username}`,
    __EVENTVALIDATION: `ev-${account.code}-${account.password.length}`,
  };
}

/** A catalogue game URL on the stand-in game site the sandbox serves at `site` (e.g. `http://127.0.0.1:3333/__games`). */
export function gameSiteUrl(url: string, site: string): string {
  return url.startsWith(`${GAME_SITE}/`) ? `${site}${url.slice(GAME_SITE.length)}` : url;
}

/** A game account with its catalogue fields and carousel category; `site` is where the stand-in game pages live. */
export function slotView(account: GameAccount, site = GAME_SITE) {
  const game = gameDefinition(account.code);
  if (!game) throw new Error(`unknown game ${account.code}`);
  return {
    code: account.code,
    name: game.name,
    logo: game.logo,
    background: game.background,
    isActive: account.isActive,
    amount: toBaht(account.amount),
    ftWalletSlot: game.ftWalletSlot,
    web: game.web === null ? null : gameSiteUrl(game.web, site),
    android: game.android,
    ios: game.ios,
    username: account.username,
    password: account.password,
    event: eventTokens(account),
    category: game.category,
  } satisfies Schema<'SlotAccount'>;
}

/** Bank account block of the wallet response (the bank's names from the market's banks, as the bank lookup gives them). */
export function bankAccountView(player: Player, banks: readonly BankDefinition[]) {
  const bank = banks.find((b) => b.code === player.bankCode);
  return {
    bankAccountName: player.bankAccountName,
    bankAccountNo: player.bankAccountNo,
    bank: {
      code: player.bankCode,
      nameTH: bank?.nameTH ?? player.bankCode,
      ...(bank ? { nameEN: bank.nameEN } : {}),
      ...(bank?.nameLO ? { nameLO: bank.nameLO } : {}),
    },
  } satisfies Schema<'BankAccount'>;
}

/** GET /api/wallet body. */
export function walletView(player: Player, banks: readonly BankDefinition[], site = GAME_SITE) {
  return {
    profile: profileView(player),
    bankAccount: bankAccountView(player, banks),
    wallet: { amount: toBaht(player.wallet) },
    invite: {
      amount: toBaht(player.invite.amount),
      success: player.invite.success,
      fail: player.invite.fail,
    },
    slots: player.games.map((account) => slotView(account, site)),
    lastSync: player.lastSync.toISOString(),
  } satisfies Schema<'WalletResponse'>;
}

/** A statement row (internal settle time left out). */
export function statementView(statement: Statement) {
  const { settlesAt: _settlesAt, amount, createdAt, ...rest } = statement;
  return {
    ...rest,
    amount: toBaht(amount),
    createdAt: createdAt.toISOString(),
  } satisfies Schema<'StatementItem'>;
}

/** A slip row of the slip table. */
export function slipView(slip: Slip) {
  return {
    createdAt: slip.createdAt.toISOString(),
    amount: slip.amount === null ? null : toBaht(slip.amount),
    status: slip.status,
    note: slip.note,
    link: slip.link,
    reference: slip.reference,
  } satisfies Schema<'SlipItem'>;
}

/** An invitee row. */
export function inviteView(invitee: Invitee) {
  return {
    from: { name: invitee.name },
    amount: toBaht(invitee.amount),
    createdAt: invitee.createdAt.toISOString(),
  } satisfies Schema<'InviteRecord'>;
}

/** A refund log row. */
export function refundView(log: RefundLog) {
  return {
    refundAmount: toBaht(log.refundAmount),
    createdAt: log.createdAt.toISOString(),
  } satisfies Schema<'RefundLog'>;
}

/** A bonus card with the player's use of it. */
export function bonusView(bonus: BonusDefinition, userBonus: UserBonus | undefined) {
  return {
    code: bonus.code,
    type: bonus.type,
    maxReceived: bonus.maxReceived,
    banners: bonus.banners.map((b) => ({ ...b })),
    percentFail: bonus.percentFail,
    userBonus: userBonus
      ? {
          _id: userBonus._id,
          isActive: userBonus.isActive,
          received: userBonus.received.map((d) => ({ updatedAt: d.toISOString() })),
        }
      : null,
  } satisfies Schema<'Bonus'>;
}

/** A prize coupon. */
export function couponView(coupon: Coupon, slice: WheelSlice | undefined) {
  return {
    _id: coupon._id,
    prize: {
      name: coupon.name,
      slice: { label: slice?.label ?? coupon.sliceCode, htmlDescription: slice?.htmlDescription || null },
    },
    amount: toBaht(coupon.amount),
    createdAt: coupon.createdAt.toISOString(),
    expiresAt: coupon.expiresAt.toISOString(),
    claimed: coupon.claimedAt !== null,
  } satisfies Schema<'Coupon'>;
}

/** A wheel slice as the setup shows it (weights and prize values stay on the server). */
export function sliceView(slice: WheelSlice) {
  return {
    code: slice.code,
    label: slice.label,
    bgColor: slice.bgColor,
    textColor: slice.textColor,
    htmlDescription: slice.htmlDescription || null,
  } satisfies Schema<'SpinSlice'>;
}

/** A chat message of the history and of 'messaging' events. */
export function chatMessageView(message: ChatMessage) {
  return {
    _id: message._id,
    ...(message.clientId === null ? {} : { clientId: message.clientId }),
    sender: message.sender,
    message: { message_type: message.message.message_type, payload: { ...message.message.payload } },
    createdAt: message.createdAt.toISOString(),
    session_id: message.session_id,
    userId: message.userId,
    guestId: message.guestId,
    username: message.username,
    name: message.name,
    deviceToken: message.deviceToken,
  } satisfies Schema<'ChatMessage'>;
}
