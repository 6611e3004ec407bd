// Money between the main wallet and game accounts: every baht is conserved (wallet + games + withdrawals out).
import { AUTO_LOGIN_GAMES, validateTransfer, validateWithdraw } from '@wallet/domain';
import { ApiFailure } from '../errors';
import { MAX_HOLDING_SATANG, toSatang } from '../money';
import { GAME_SITE, withdrawLimitsFor } from '../seed/catalogue';
import { DEPOSIT_ARRIVAL_MS, record } from './ledger';
import { gameDefinition, newGamePassword, openGameAccount } from './players';
import type { SandboxState } from './store';
import { gameSiteUrl } from './views';
import type { GameAccount, Player } from './types';

/** Name of the main wallet in transfers. */
export const MAIN_WALLET = 'wallet';

/** The player's account at a game: NO_GAME if the operator has no such game. */
export function gameAccount(player: Player, code: string): GameAccount {
  const account = player.games.find((g) => g.code === code);
  if (!account) throw new ApiFailure('NO_GAME');
  return account;
}

/** An opened game account: SLOT_NO_ACCOUNT while it is closed. */
export function openAccount(player: Player, code: string): GameAccount {
  const account = gameAccount(player, code);
  if (!account.isActive) throw new ApiFailure('SLOT_NO_ACCOUNT');
  return account;
}

/** POST /api/wallet/transfer: wallet <-> game or game <-> game. */
export function transfer(state: SandboxState, player: Player, from: string, to: string, baht: number): void {
  const checked = validateTransfer({ from, to, amount: baht });
  if (!checked.ok) {
    if (checked.errors.amount?.id === 'validation.transferMinimum') throw new ApiFailure('TRANSFER_MINIMUM');
    throw new ApiFailure('KEY_INVALID', checked.errors.to ? 'from and to must differ' : 'invalid transfer');
  }
  const source = from === MAIN_WALLET ? null : openAccount(player, from);
  const target = to === MAIN_WALLET ? null : openAccount(player, to);
  const amount = toSatang(baht);
  const available = source ? source.amount : player.wallet;
  if (available < amount) throw new ApiFailure('MONEY_NOT_ENOUGH');
  const down = [source, target].some((a) => a !== null && gameDefinition(a.code)?.maintenance === true);
  if (down) {
    record(state, player, 'transfer', 'FAILED', from, to, amount);
    throw new ApiFailure('TRANSFER_FAIL');
  }
  if (source) source.amount -= amount;
  else player.wallet -= amount;
  if (target) target.amount += amount;
  else player.wallet += amount;
  record(state, player, 'transfer', 'SUCCESS', from, to, amount);
}

/** POST /api/wallet/transferAll: the whole main wallet into one game. */
export function transferAll(state: SandboxState, player: Player, to: string): void {
  openAccount(player, to);
  if (!validateTransfer({ from: MAIN_WALLET, to, amount: player.wallet / 100 }).ok)
    throw new ApiFailure('TRANSFER_MINIMUM');
  transfer(state, player, MAIN_WALLET, to, player.wallet / 100);
}

/** Withdraw amount within the limits of the withdraw lookup (in the player's currency), in satang (att for kip). */
function withdrawAmount(baht: number, currency: string): number {
  const limits = withdrawLimitsFor(currency);
  if (!validateWithdraw(baht, limits).ok) {
    throw new ApiFailure(
      'KEY_INVALID',
      `amount must be between ${limits.withdrawMin} and ${limits.withdrawMax}`,
    );
  }
  return toSatang(baht);
}

/** Takes a pending withdrawal out of the wallet; a held bonus must be withdrawn in full and ends. */
function takeWithdrawal(state: SandboxState, player: Player, amount: number): void {
  if (player.wallet < amount) throw new ApiFailure('MONEY_NOT_ENOUGH');
  if (player.held && amount !== player.wallet) throw new ApiFailure('BONUS_REMAINING');
  player.wallet -= amount;
  record(state, player, 'withdraw', 'PENDING', MAIN_WALLET, player.bankCode, amount);
  if (player.held) endHeldBonus(state, player);
}

/** POST /api/wallet/withdraw. */
export function withdraw(state: SandboxState, player: Player, baht: number): void {
  takeWithdrawal(state, player, withdrawAmount(baht, player.currency));
}

/** POST /api/wallet/withdrawAll: every game balance back to the wallet first, then the withdrawal. */
export function withdrawAll(state: SandboxState, player: Player, baht: number): void {
  const amount = withdrawAmount(baht, player.currency);
  const gatherable = player.games.filter((g) => g.amount > 0 && gameDefinition(g.code)?.maintenance !== true);
  const available = gatherable.reduce((sum, g) => sum + g.amount, player.wallet);
  // Refuse before anything moves: a refused withdrawal leaves the game balances where they were.
  if (available < amount) throw new ApiFailure('MONEY_NOT_ENOUGH');
  if (player.held && amount !== available) throw new ApiFailure('BONUS_REMAINING');
  for (const account of gatherable) {
    const moved = account.amount;
    account.amount = 0;
    player.wallet += moved;
    record(state, player, 'transfer', 'SUCCESS', account.code, MAIN_WALLET, moved);
  }
  takeWithdrawal(state, player, amount);
}

/** POST /api/wallet/add: a deposit notice, pending until it arrives a minute later. */
export function requestDeposit(state: SandboxState, player: Player, baht: number): void {
  const amount = toSatang(baht);
  if (amount <= 0) throw new ApiFailure('KEY_INVALID', 'amount must be more than 0');
  // Holdings stay far below 2^53 satang, so every sum of them is exact.
  const pending = player.statements
    .filter((s) => s.statementType === 'deposit' && s.status === 'PENDING')
    .reduce((sum, s) => sum + s.amount, 0);
  const held = player.wallet + player.games.reduce((sum, g) => sum + g.amount, 0) + pending;
  if (held + amount > MAX_HOLDING_SATANG)
    throw new ApiFailure('KEY_INVALID', 'amount exceeds the largest balance');
  record(state, player, 'deposit', 'PENDING', null, MAIN_WALLET, amount, {
    settlesAt: new Date(state.now().getTime() + DEPOSIT_ARRIVAL_MS),
  });
}

/** Ends the held bonus or promotion (withdrawal in full, or cancel): a finish_bonus statement. */
export function endHeldBonus(state: SandboxState, player: Player): void {
  const held = player.held;
  if (!held) return;
  player.held = null;
  const userBonus = held.kind === 'bonus' ? player.bonuses.get(held.code) : undefined;
  if (userBonus) userBonus.isActive = false;
  record(state, player, 'finish_bonus', 'SUCCESS', MAIN_WALLET, MAIN_WALLET, 0, {
    [held.kind]: { description: `${held.description} finished` },
  });
}

/** GET /api/wallet/activate/{code}: opens a closed game account. */
export function activateGame(state: SandboxState, player: Player, code: string): void {
  const account = gameAccount(player, code);
  if (account.isActive) throw new ApiFailure('SLOT_ALREADY_ACTIVE');
  if (gameDefinition(code)?.maintenance) throw new ApiFailure('SLOT_ACTIVATE_FAIL');
  openGameAccount(state, player, account);
}

/** GET /api/wallet/resetpassword/{code}: a new game password; SLOT_RESET_PASSWORD_FAIL while the account is closed. */
export function resetGamePassword(state: SandboxState, player: Player, code: string): void {
  const account = gameAccount(player, code);
  if (!account.isActive) throw new ApiFailure('SLOT_RESET_PASSWORD_FAIL');
  account.password = newGamePassword(state);
}

/** GET /api/autoLogin/...: a launch link for games entered by auto-login, checking the game credentials. */
export function autoLoginLink(
  state: SandboxState,
  player: Player,
  game: string,
  username: string,
  password?: string,
  site = GAME_SITE,
): string {
  const definition = gameDefinition(game);
  if (!definition || !(AUTO_LOGIN_GAMES as readonly string[]).includes(game)) throw new ApiFailure('NO_GAME');
  const account = openAccount(player, game);
  if (account.username !== username || (password !== undefined && account.password !== password)) {
    throw new ApiFailure('SLOT_NO_ACCOUNT');
  }
  const base = gameSiteUrl(definition.web ?? `${GAME_SITE}/${game.toLowerCase()}`, site);
  return `${base}/launch?user=${encodeURIComponent(username)}&token=${state.random.hex(32)}`;
}
