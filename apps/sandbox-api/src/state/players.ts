// Creating players and the game accounts that come with them.
import { GAMES } from '../seed/catalogue';
import type { GameAccount, GameDefinition, Player } from './types';
import type { SandboxState } from './store';

/** What registration (or the seed) provides for a new player. */
export interface NewPlayer {
  username: string;
  password: string;
  name: string;
  bankCode: string;
  bankAccountName: string;
  bankAccountNo: string;
  currency?: string;
  sourceCode?: string;
  inviteCode?: string;
  createdAt?: Date;
  isActive?: boolean;
}

/** A new player with an empty wallet and every game account closed. */
export function createPlayer(state: SandboxState, input: NewPlayer): Player {
  const now = input.createdAt ?? state.now();
  return {
    _id: state.newId(),
    username: input.username,
    password: input.password,
    name: input.name,
    bankCode: input.bankCode,
    bankAccountName: input.bankAccountName,
    bankAccountNo: input.bankAccountNo,
    currency: input.currency ?? 'BAHT',
    sourceCode: input.sourceCode ?? '',
    inviteCode: input.inviteCode ?? '',
    createdAt: now,
    coin: 0,
    isActive: input.isActive ?? true,
    wallet: 0,
    games: GAMES.map((game) => ({ code: game.code, isActive: false, amount: 0, username: '', password: '' })),
    statements: [],
    slips: [],
    bonuses: new Map(),
    held: null,
    promotionsReceived: new Set(),
    invite: { amount: 0, success: 0, fail: 0 },
    spinActive: true,
    invitees: [],
    refundPot: 0,
    refundBonus: 0,
    refunds: [],
    coupons: [],
    qrcodes: new Map(),
    lastSync: now,
  };
}

/** Opens a game account: credentials are issued, balance starts at zero. */
export function openGameAccount(state: SandboxState, player: Player, account: GameAccount): void {
  account.isActive = true;
  account.username = `${account.code.toLowerCase()}${player.username}`;
  account.password = newGamePassword(state);
}

/** A game password: letters and digits, as providers issue them. */
export function newGamePassword(state: SandboxState): string {
  return `${state.random.letters(2)}${state.random.digits(4)}${state.random.letters(2).toLowerCase()}`;
}

/** The catalogue entry of a game code (case-sensitive, codes are as the operator spells them). */
export function gameDefinition(code: string): GameDefinition | undefined {
  return GAMES.find((game) => game.code === code);
}

/** Total money a player holds: wallet plus every game account (satang). */
export function totalHoldings(player: Player): number {
  return player.games.reduce((sum, game) => sum + game.amount, player.wallet);
}
