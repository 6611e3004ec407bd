// Wire views: the JSON the routes send for state objects (baht numbers, ISO dates).
import { BANKS } from '../seed/catalogue';
import { toBaht } from '../money';
import { gameDefinition } from './players';
import type { GameAccount, Player } from './types';

/** Profile of SPEC section 3. */
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
  };
}

/** Form tokens of a game whose login is a posted form. */
function eventTokens(account: GameAccount, entry: string): Record<string, string> {
  if (entry !== 'form' || !account.isActive) return {};
  return {
    __VIEWSTATE: `vs-${account.code}-${account.username}`,
    __EVENTVALIDATION: `ev-${account.code}-${account.password.length}`,
  };
}

/** A game account with its catalogue fields and carousel category. */
export function slotView(account: GameAccount) {
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
    web: game.web,
    android: game.android,
    ios: game.ios,
    username: account.username,
    password: account.password,
    event: eventTokens(account, game.entry),
    category: game.category,
  };
}

/** Bank account block of the wallet response. */
export function bankAccountView(player: Player) {
  const bank = BANKS.find((b) => b.code === player.bankCode);
  return {
    bankAccountName: player.bankAccountName,
    bankAccountNo: player.bankAccountNo,
    bank: { code: player.bankCode, nameTH: bank?.nameTH ?? player.bankCode },
  };
}

/** GET /api/wallet body. */
export function walletView(player: Player) {
  return {
    profile: profileView(player),
    bankAccount: bankAccountView(player),
    wallet: { amount: toBaht(player.wallet) },
    invite: { amount: toBaht(player.invite.amount), success: player.invite.success, fail: player.invite.fail },
    slots: player.games.map(slotView),
    lastSync: player.lastSync.toISOString(),
  };
}
